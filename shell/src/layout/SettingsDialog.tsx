import { useMemo, useState, type FormEvent } from 'react';
import { createIntl, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import YourDataIcon from '@mui/icons-material/FolderSharedOutlined';
import { API } from '@ps/contracts/api';
import { userSchema, type Language, type User } from '@ps/contracts/auth';
import { defaultWeekStart, weekStarts, type WeekStart } from '@ps/contracts/habit-schedule';
import { apiJson, browserTimeZone } from '@ps/web/api';
import { useChangeErrorHandler } from '@ps/web/errors';
import { isLanguage, LANGUAGES } from '@ps/web/intl';
import { notify } from '@ps/web/notify';
import { queryKeys } from '@ps/web/queries';
import { Link } from '@ps/web/router';
import { shellMessages } from '../i18n/messages';
import { LANGUAGE_NAMES } from '../language/language-names';
import { useLanguageState } from '../language/LanguageProvider';
import { useText } from '../i18n/use-text';
import { YOUR_DATA_PATH } from './nav-entries';

function timeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The user's preferences (language, time zone, names), saved with PATCH /api/auth/user. */
export function SettingsDialog({
  user,
  open,
  onClose,
}: {
  user: User;
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const onError = useChangeErrorHandler();
  const { setBrowserLanguage } = useLanguageState();
  const [language, setLanguage] = useState<Language>(user.language);
  const [timezone, setTimezone] = useState(user.timezone || browserTimeZone());
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const initialWeekStart = user.weekStart ?? defaultWeekStart(user.language);
  const [weekStart, setWeekStart] = useState<WeekStart>(initialWeekStart);
  const [vacationFrom, setVacationFrom] = useState(user.vacation?.from ?? '');
  const [vacationTo, setVacationTo] = useState(user.vacation?.to ?? '');
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => timeZones(timezone), [timezone]);
  const t = useText();
  const intl = useIntl();

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const vacation = vacationFrom || vacationTo ? { from: vacationFrom, to: vacationTo } : null;
    apiJson('PATCH', API.authUser, {
      language,
      timezone,
      firstName,
      lastName,
      // Sent only when chosen, so an untouched week start keeps following the language.
      ...(weekStart !== initialWeekStart && { weekStart }),
      vacation,
    })
      .then(async (body) => {
        const saved = userSchema.parse(body);
        // The new language's texts arrive before the page turns to it, so it turns in one go;
        // if they cannot come (offline), the page stays in the language it has.
        const texts = await shellMessages.load(saved.language).catch(() => null);
        queryClient.setQueryData(queryKeys.currentUser, saved);
        setBrowserLanguage(saved.language);
        // Confirmed in the language just chosen.
        const savedIntl = texts ? createIntl({ locale: saved.language, messages: texts }) : intl;
        notify({
          title: savedIntl.formatMessage({ id: 'settings.saved' }),
          description: savedIntl.formatMessage({ id: 'settings.savedDescription' }),
          variant: 'success',
        });
        onClose();
      }, onError)
      .finally(() => setSaving(false));
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={save} noValidate>
        <DialogTitle>{t('settings.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <TextField
            select
            label={t('language.label')}
            value={language}
            onChange={(event) => {
              if (isLanguage(event.target.value)) setLanguage(event.target.value);
            }}
          >
            {LANGUAGES.map((code) => (
              <MenuItem key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            options={zones}
            value={timezone}
            disableClearable
            onChange={(_event, zone) => setTimezone(zone)}
            renderInput={(params) => <TextField {...params} label={t('settings.timezone')} />}
          />
          <TextField
            select
            label={t('settings.weekStart')}
            value={weekStart}
            onChange={(event) => {
              const chosen = weekStarts.find((start) => start === event.target.value);
              if (chosen) setWeekStart(chosen);
            }}
          >
            {weekStarts.map((start) => (
              <MenuItem key={start} value={start}>
                {t(`settings.weekStart.${start}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            <Typography
              component="legend"
              variant="body2"
              color="text.secondary"
              sx={{ p: 0, mb: 1 }}
            >
              {t('settings.vacation')}
            </Typography>
            <TextField
              type="date"
              label={t('settings.vacationFrom')}
              value={vacationFrom}
              onChange={(event) => setVacationFrom(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={t('settings.vacationTo')}
              value={vacationTo}
              onChange={(event) => setVacationTo(event.target.value)}
              helperText={t('settings.vacationHelp')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <TextField
            label={t('settings.firstName')}
            value={firstName}
            autoComplete="given-name"
            onChange={(event) => setFirstName(event.target.value)}
          />
          <TextField
            label={t('settings.lastName')}
            value={lastName}
            autoComplete="family-name"
            onChange={(event) => setLastName(event.target.value)}
          />
          <Button
            component={Link}
            to={YOUR_DATA_PATH}
            onClick={onClose}
            startIcon={<YourDataIcon />}
            sx={{ justifySelf: 'start', textAlign: 'start' }}
          >
            {t('settings.yourData')}
          </Button>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('settings.cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('settings.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
