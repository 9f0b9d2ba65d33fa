import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Seed §9: 0.25 s slide between steps; none for people who ask for reduced motion. */
export const STEP_SLIDE_MS = 250;

interface StepSlideProps {
  /** changes with the step, so the new one slides in */
  stepKey: string;
  direction: 'left' | 'right';
  /** false on the first render: the page itself does not slide in */
  animate: boolean;
  children: ReactNode;
}

export function StepSlide({ stepKey, direction, animate, children }: StepSlideProps) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <Box sx={{ overflow: 'hidden' }}>
      <Slide
        key={stepKey}
        in
        appear={animate && !reduced}
        direction={direction}
        timeout={reduced ? 0 : STEP_SLIDE_MS}
      >
        <div>{children}</div>
      </Slide>
    </Box>
  );
}
