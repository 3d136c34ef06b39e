import { useEffect, useState, type Ref } from 'react';
import {
  enqueueSnackbar,
  SnackbarContent,
  SnackbarProvider,
  useSnackbar,
  type CustomContentProps,
} from 'notistack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import {
  TOAST_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_SWIPE_DISMISS_PX,
} from '@ps/contracts/constants';
import { attachToastQueue, type Notice } from '@ps/web/notify';
import { useText } from '@ps/web/i18n/use-text';

/** notify() passes a description under the title; every variant accepts it. */
declare module 'notistack' {
  interface VariantOverrides {
    default: { description?: string };
    success: { description?: string };
    error: { description?: string };
    info: { description?: string };
    warning: { description?: string };
  }
}

type ToastProps = CustomContentProps & { description?: string; ref?: Ref<HTMLDivElement> };

/** One toast: title, description, a close button; a swipe to the right past 50 px dismisses it. */
export function Toast({ id, message, description, variant, style, className, ref }: ToastProps) {
  const t = useText();
  const { closeSnackbar } = useSnackbar();
  const destructive = variant === 'error';
  const [start, setStart] = useState<number | null>(null);
  const [offset, setOffset] = useState(0);

  const endSwipe = () => {
    if (offset > TOAST_SWIPE_DISMISS_PX) closeSnackbar(id);
    else setOffset(0);
    setStart(null);
  };

  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Box
        role={destructive ? 'alert' : 'status'}
        data-testid="toast"
        onPointerDown={(event) => setStart(event.clientX)}
        onPointerMove={(event) => {
          if (start !== null) setOffset(Math.max(0, event.clientX - start));
        }}
        onPointerUp={endSwipe}
        onPointerCancel={() => {
          setStart(null);
          setOffset(0);
        }}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          width: { xs: 'calc(100vw - 32px)', sm: 360 },
          p: 2,
          borderRadius: 2,
          boxShadow: 6,
          border: 1,
          touchAction: 'pan-y',
          userSelect: 'none',
          transform: `translateX(${offset}px)`,
          opacity: offset ? Math.max(0.3, 1 - offset / 200) : 1,
          transition: start === null ? 'transform 150ms, opacity 150ms' : 'none',
          ...(destructive
            ? { bgcolor: 'error.main', color: 'error.contrastText', borderColor: 'error.dark' }
            : { bgcolor: 'background.paper', color: 'text.primary', borderColor: 'divider' }),
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
            {message}
          </Typography>
          {description ? (
            <Typography variant="body2" component="p" sx={{ opacity: 0.9 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        <IconButton
          size="small"
          color="inherit"
          aria-label={t('web.toast.close')}
          onClick={() => closeSnackbar(id)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </SnackbarContent>
  );
}

const components = { default: Toast, success: Toast, error: Toast, info: Toast, warning: Toast };

/** A notice as notistack takes it: the destructive variant is its error. */
function enqueue({ title, description, variant = 'default' }: Notice): void {
  enqueueSnackbar(title, {
    variant: variant === 'destructive' ? 'error' : variant,
    description,
  } as Parameters<typeof enqueueSnackbar>[1]);
}

/**
 * The toast queue (notistack, one visible at a time, 5000 ms), drawn into `region`. It takes
 * over from notify() once on screen, showing first the notices that waited for it.
 */
export function ToastQueue({ region }: { region: HTMLElement }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // Effects run once the provider below has mounted, and with it notistack's enqueueSnackbar.
  useEffect(() => attachToastQueue(enqueue), []);

  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_VISIBLE}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={
        phone
          ? { vertical: 'top', horizontal: 'center' }
          : { vertical: 'bottom', horizontal: 'right' }
      }
      domRoot={region}
      Components={components}
    />
  );
}
