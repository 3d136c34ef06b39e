import { useState } from 'react';
import { Link } from '@ps/web/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddTaskIcon from '@mui/icons-material/AddTask';
import BarChartIcon from '@mui/icons-material/BarChart';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import { START_FOCUS_PARAM, type AddTaskDialogProps } from '@ps/web/remotes';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { useText } from '../i18n/use-text';

/**
 * The shell's own dashboard card. 'Add New Task' opens mf-tasks' dialog (loaded the first
 * time it is asked for), the others go to a focus session or to Progress.
 */
export function QuickActionsCard() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const t = useText();

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('dashboard.quickActions')}
        </Typography>
        <Stack spacing={1.5}>
          <Button
            variant="contained"
            startIcon={<AddTaskIcon />}
            onClick={() => {
              setDialogWanted(true);
              setDialogOpen(true);
            }}
          >
            {t('dashboard.addTask')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PlayIcon />}
            component={Link}
            to={`/pomodoro?${START_FOCUS_PARAM}=1`}
          >
            {t('dashboard.startFocus')}
          </Button>
          <Button variant="outlined" startIcon={<BarChartIcon />} component={Link} to="/progress">
            {t('dashboard.viewAnalytics')}
          </Button>
        </Stack>
        {dialogWanted ? (
          <Box sx={{ mt: dialogOpen ? 0 : 2 }}>
            <RemoteSlot<'mf-tasks', AddTaskDialogProps>
              remote="mf-tasks"
              module="AddTaskDialog"
              minHeight={0}
              props={{ open: dialogOpen, onClose: () => setDialogOpen(false) }}
            />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
