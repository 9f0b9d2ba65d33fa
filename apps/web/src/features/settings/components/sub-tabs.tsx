import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

/** A row of scrollable tabs over their panels (used at every level of the settings). */
export function SubTabs({ label, tabs }: { label: string; tabs: Array<{ label: string; content: ReactNode }> }) {
  const [index, setIndex] = useState(0);
  return (
    <Box>
      <Tabs
        value={index}
        onChange={(_, v: number) => setIndex(v)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((t) => (
          <Tab key={t.label} label={t.label} />
        ))}
      </Tabs>
      {tabs[index]?.content}
    </Box>
  );
}
