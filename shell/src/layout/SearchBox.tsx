import { useState } from 'react';
import { useNavigate } from '@ps/web/router';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { reads } from '@ps/web/reads';
import { useText } from '../i18n/use-text';

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
  const t = useText();
  const navigate = useNavigate();
  const [active, setActive] = useState(false);
  const habits = useQuery({ ...reads.habits(), enabled: active });
  const tasks = useQuery({ ...reads.tasks(), enabled: active });

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
  const label = t('search.label');

  return (
    <Autocomplete<SearchResult, false, false, false>
      size="small"
      options={results}
      groupBy={(result) => t(`search.group.${result.group}`)}
      getOptionLabel={(result) => result.label}
      getOptionKey={(result) => result.key}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      loading={habits.isLoading || tasks.isLoading}
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
