import { useState } from 'react';
import { useNavigate } from '@ps/web/router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { reads } from '@ps/web/reads';
import { useText } from '../i18n/use-text';
import { tasksKnownHere } from './tasks-known-here';
import { useDebouncedValue } from './use-debounced-value';

interface SearchResult {
  key: string;
  group: 'habits' | 'tasks';
  label: string;
  to: string;
}

/** The most tasks a search lists: it is narrowed by typing on, not by scrolling. */
const TASKS_LISTED = 20;
/** How long typing pauses before the tasks are searched for. */
const TYPING_PAUSE_MS = 250;

/**
 * Finds the user's habits and tasks by name or description; choosing one opens its page. The
 * habits (a few) are read once the box is used; the tasks (thousands after a year) are searched
 * for on the server as the person types, the first TASKS_LISTED that match. Offline, or when the
 * server does not answer, the tasks this browser holds are searched instead.
 */
export function SearchBox({ onNavigate }: { onNavigate?: () => void }) {
  const t = useText();
  const navigate = useNavigate();
  const [active, setActive] = useState(false);
  const [typed, setTyped] = useState('');
  const searched = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  const habits = useQuery({ ...reads.habits(), enabled: active });
  const tasks = useQuery({
    ...reads.taskSearch(searched, TASKS_LISTED),
    enabled: active && searched !== '',
    // The last answer stays listed while the next is on its way, narrowed by what is typed.
    placeholderData: keepPreviousData,
  });

  const client = useQueryClient();
  // Paused: react-query holds reads back while the browser is offline.
  const unanswered = tasks.fetchStatus === 'paused' || tasks.isError;
  const foundTasks = !searched
    ? []
    : unanswered
      ? tasksKnownHere(client, searched, TASKS_LISTED)
      : (tasks.data ?? []);

  const results: SearchResult[] = [
    ...(habits.data ?? []).map((habit) => ({
      key: `habit-${habit.id}`,
      group: 'habits' as const,
      label: habit.name,
      to: '/habits',
    })),
    ...foundTasks.map((task) => ({
      key: `task-${task.id}`,
      group: 'tasks' as const,
      label: task.description,
      to: '/tasks',
    })),
  ];
  const label = t('search.label');

  return (
    <Autocomplete<SearchResult, false, false, false>
      size="small"
      options={results}
      groupBy={(result) => t(`search.group.${result.group}`)}
      getOptionLabel={(result) => result.label}
      getOptionKey={(result) => result.key}
      renderOption={({ key, ...props }, result) => (
        <li key={key} {...props}>
          <bdi>{result.label}</bdi>
        </li>
      )}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      loading={habits.isLoading || (tasks.isLoading && !unanswered)}
      onInputChange={(_event, text) => setTyped(text)}
      loadingText={t('search.loading')}
      noOptionsText={t('search.noResults')}
      onOpen={() => setActive(true)}
      value={null}
      blurOnSelect
      forcePopupIcon={false}
      clearOnBlur
      onChange={(_event, result) => {
        if (!result) return;
        navigate(result.to);
        onNavigate?.();
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('search.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
