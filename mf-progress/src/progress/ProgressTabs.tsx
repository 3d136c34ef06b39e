import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageTabs } from '@ps/web/PageTabs';
import { useSearchParams } from '@ps/web/router';
import { useText, type ProgressMessageId } from '../i18n/use-text';
import { FocusTab } from './FocusTab';
import { HabitsTab } from './HabitsTab';
import { TasksTab } from './TasksTab';
import type { useProgressData } from './use-progress-data';

const TABS = ['habits', 'tasks', 'focus'] as const;
type TabName = (typeof TABS)[number];

const TAB_LABELS: Record<TabName, ProgressMessageId> = {
  habits: 'progress.tabs.habits',
  tasks: 'progress.tabs.tasks',
  focus: 'progress.tabs.focus',
};

/** The open tab lives in the address (?tab=tasks), so a reload or a shared link keeps it. */
const TAB_PARAM = 'tab';

function isTabName(value: string | null): value is TabName {
  return (TABS as readonly (string | null)[]).includes(value);
}

const tabId = (tab: TabName) => `progress-tab-${tab}`;
const panelId = (tab: TabName) => `progress-tabpanel-${tab}`;

/** Habits, Tasks and Focus: tabs (arrow keys move between them), each panel labelled by its tab. */
export function ProgressTabs({ data }: { data: ReturnType<typeof useProgressData> }) {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const current: TabName = isTabName(requested) ? requested : 'habits';

  const select = (tab: TabName) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === 'habits') next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, tab);
        return next;
      },
      { replace: true },
    );

  const panels: Record<TabName, ReactNode> = {
    habits: <HabitsTab progress={data.habitProgress} />,
    tasks: <TasksTab tasks={data.tasks} today={data.today} timeZone={data.timeZone} />,
    focus: <FocusTab focus={data.focus} today={data.today} timeZone={data.timeZone} />,
  };

  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <PageTabs
          value={current}
          onChange={select}
          aria-label={t('progress.tabs.label')}
          tabs={TABS.map((tab) => ({
            value: tab,
            id: tabId(tab),
            controls: panelId(tab),
            label: t(TAB_LABELS[tab]),
          }))}
        />
      </Box>
      {TABS.map((tab) => (
        <Box
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== current}
          sx={{ paddingBlockStart: { xs: 2, sm: 3 } }}
        >
          {tab === current && panels[tab]}
        </Box>
      ))}
    </Box>
  );
}
