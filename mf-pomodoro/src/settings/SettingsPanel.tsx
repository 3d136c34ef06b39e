import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BREAK_MINUTES_RANGE, WORK_MINUTES_RANGE } from '@ps/contracts/constants';
import type { TimerMode } from '@ps/contracts/timer';
import { BlockedSitesEditor } from './BlockedSitesEditor';
import { DurationSlider } from './DurationSlider';
import { NotificationsSetting } from './NotificationsSetting';
import { useTimerSettings } from './settings-store';
import { useText, type PomodoroMessageId } from '../i18n/use-text';

interface Props {
  id: string;
  /** The sliders are locked while the timer runs. */
  running: boolean;
  onDurationChange: (mode: TimerMode, minutes: number) => void;
  /** The blocker extension's connection, shown under the blocked sites. */
  blocker?: ReactNode;
}

type Switchable = 'soundEnabled' | 'autoStart' | 'blockingEnabled';

export function SettingsPanel({ id, running, onDurationChange, blocker }: Props) {
  const t = useText();
  const { settings, change } = useTimerSettings();
  const [sitesOpen, setSitesOpen] = useState(false);
  const sitesId = useId();

  const toggle = (key: Switchable, labelId: PomodoroMessageId) => (
    <FormControlLabel
      control={
        <Switch checked={settings[key]} onChange={(_, checked) => change({ [key]: checked })} />
      }
      label={t(labelId)}
    />
  );

  return (
    <Card id={id} variant="outlined" component="section" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('pomodoro.settings.title')}
        </Typography>
        <Stack spacing={2}>
          <DurationSlider
            labelId="pomodoro.settings.work"
            value={settings.workMinutes}
            {...WORK_MINUTES_RANGE}
            disabled={running}
            onChange={(minutes) => onDurationChange('work', minutes)}
          />
          <DurationSlider
            labelId="pomodoro.settings.break"
            value={settings.breakMinutes}
            {...BREAK_MINUTES_RANGE}
            disabled={running}
            onChange={(minutes) => onDurationChange('break', minutes)}
          />
          {running && (
            <Typography variant="caption" color="text.secondary">
              {t('pomodoro.settings.locked')}
            </Typography>
          )}
          <Stack>
            {toggle('soundEnabled', 'pomodoro.settings.sound')}
            {toggle('autoStart', 'pomodoro.settings.autoStart')}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
              {toggle('blockingEnabled', 'pomodoro.settings.blocking')}
              {settings.blockingEnabled && (
                <Button
                  size="small"
                  aria-expanded={sitesOpen}
                  aria-controls={sitesId}
                  onClick={() => setSitesOpen((open) => !open)}
                >
                  {t(sitesOpen ? 'pomodoro.settings.hideSites' : 'pomodoro.settings.manageSites', {
                    count: settings.blockedSites.length,
                  })}
                </Button>
              )}
            </Box>
            <Collapse in={settings.blockingEnabled && sitesOpen} unmountOnExit>
              <BlockedSitesEditor
                id={sitesId}
                sites={settings.blockedSites}
                onChange={(blockedSites) => change({ blockedSites })}
              />
            </Collapse>
            {blocker && (
              <Stack spacing={1} sx={{ my: 1 }}>
                {blocker}
              </Stack>
            )}
            <NotificationsSetting
              enabled={settings.notificationsEnabled}
              onChange={(notificationsEnabled) => change({ notificationsEnabled })}
            />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
