import { Suspense, type ComponentProps } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { lazyPage } from '@/lib/lazy-page';
import type { StudioDatePicker as Picker } from './studio-date-picker';

type PickerProps = ComponentProps<typeof Picker>;

const loadPicker = () => import('./studio-date-picker');

/** The MUI X date pickers (~40 KB gzip with their date-fns parsing) load only for step 2. */
const StudioDatePicker = lazyPage<PickerProps>(() =>
  loadPicker().then((m) => ({ default: m.StudioDatePicker })),
);

/** Starts loading the calendar before it is shown (step 1 complete: step 2 comes next). */
export function preloadStudioDatePicker(): void {
  loadPicker().catch(() => {}); // the lazy component reports a failure when it renders
}

export const PICKER_LOADING = 'Cargando calendario';

/** The booking calendar, loaded on demand; a field-sized placeholder holds its place meanwhile. */
export function LazyStudioDatePicker(props: PickerProps) {
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={56}
          role="progressbar"
          aria-label={PICKER_LOADING}
          sx={{ flexGrow: 1 }}
        />
      }
    >
      <StudioDatePicker {...props} />
    </Suspense>
  );
}
