import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessageId } from '@ps/contracts/errors';
import { tokenScopes, type CreatedToken, type TokenScope } from '@ps/contracts/your-data';
import { localizedErrorMessage } from '@ps/web/errors';
import { useText } from '../i18n/use-text';
import { createToken, tokensQueryKey } from './token-api';

/** A new token: its name and whether it may only read or also write. */
export function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedToken) => void }) {
  const t = useText();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createToken,
    onSuccess: async (created) => {
      setName('');
      onCreated(created);
      await queryClient.invalidateQueries({ queryKey: tokensQueryKey });
    },
    onError: (error) => setProblem(localizedErrorMessage(intl, error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(intl.formatMessage({ id: errorMessageId('tokenNameRequired') }));
      return;
    }
    setProblem(null);
    create.mutate({ name: name.trim(), scope });
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2}>
      <TextField
        label={t('yourData.tokens.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problem !== null}
        helperText={problem ?? t('yourData.tokens.nameHelp')}
        slotProps={{ htmlInput: { maxLength: 60 } }}
        required
      />
      <FormControl>
        <FormLabel id="token-scope-label">{t('yourData.tokens.scope')}</FormLabel>
        <RadioGroup
          aria-labelledby="token-scope-label"
          value={scope}
          onChange={(event) => {
            const chosen = tokenScopes.find((value) => value === event.target.value);
            if (chosen) setScope(chosen);
          }}
        >
          {tokenScopes.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={t(`yourData.tokens.scope.${value}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Button
        type="submit"
        variant="contained"
        loading={create.isPending}
        sx={{ alignSelf: 'start' }}
      >
        {t('yourData.tokens.create')}
      </Button>
    </Stack>
  );
}
