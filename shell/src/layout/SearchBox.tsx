import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@ps/web/router';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { Habit } from '@ps/contracts/habits';
import type { Task } from '@ps/contracts/tasks';
import { queryKeys } from '@ps/web/queries';

interface SearchResult {
  key: string;
  group: 'habits' | 'tasks';
  label: string;
  to: string;
}

/**
 * Finds the user's habits and tasks by name or description; choosing one opens its page.
 * The lists are read (from the shared query cache) only once the box is used.
 */
export function SearchBox({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [active, setActive] = useState(false);
  const habits = useQuery<Habit[]>({ queryKey: queryKeys.habits, enabled: active });
  const tasks = useQuery<Task[]>({ queryKey: queryKeys.tasks(), enabled: active });

  const results: SearchResult[] = [
    ...(habits.data ?? []).map((habit) => ({
      key: `habit-${habit.id}`,
      group: 'habits' as const,
      label: habit.name,
      to: '/habits',
    })),
    ...(tasks.data ?? []).map((task) => ({
      key: `task-${task.id}`,
      group: 'tasks' as const,
      label: task.description,
      to: '/tasks',
    })),
  ];
  const label = intl.formatMessage({ id: 'search.label' });

  return (
    <Autocomplete<SearchResult, false, false, false>
      size="small"
      options={results}
      groupBy={(result) => intl.formatMessage({ id: `search.group.${result.group}` })}
      getOptionLabel={(result) => result.label}
      getOptionKey={(result) => result.key}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      loading={habits.isLoading || tasks.isLoading}
      loadingText={intl.formatMessage({ id: 'search.loading' })}
      noOptionsText={intl.formatMessage({ id: 'search.noResults' })}
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
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
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
