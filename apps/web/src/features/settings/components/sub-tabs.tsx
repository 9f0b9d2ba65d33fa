import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

/**
 * A row of scrollable tabs over their panels (used at every level of the settings). The first
 * level (`primary`) keeps the full tab style; the nested ones are smaller and in sentence case, so
 * the levels read as a hierarchy. On phones the row scrolls by swiping (the tab cut at the edge
 * shows there is more); arrows appear on wider screens when the tabs do not fit.
 */
export function SubTabs({
  label,
  tabs,
  primary = false,
}: {
  label: string;
  tabs: Array<{ label: string; content: ReactNode }>;
  primary?: boolean;
}) {
  const [index, setIndex] = useState(0);
  return (
    <Box>
      <Tabs
        value={index}
        onChange={(_, v: number) => setIndex(v)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={label}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
          ...(!primary && {
            minHeight: 40,
            '& .MuiTab-root': { minHeight: 40, py: 1, textTransform: 'none', fontSize: '0.9rem' },
          }),
        }}
      >
        {tabs.map((t) => (
          <Tab key={t.label} label={t.label} />
        ))}
      </Tabs>
      {tabs[index]?.content}
    </Box>
  );
}
