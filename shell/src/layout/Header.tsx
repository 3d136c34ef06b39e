import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/MailOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { LanguagePicker } from '../language/LanguagePicker';
import { AppLogo } from './AppLogo';
import { SUPPORT_EMAIL } from './nav-entries';
import { useText } from '../i18n/use-text';

/**
 * The top bar: on phones the menu button and the name; everywhere contact and language. A finger
 * or focus on the menu button (`onMenuIntent`) starts fetching the menu's code before the press.
 */
export function Header({
  phone,
  onOpenMenu,
  onMenuIntent,
}: {
  phone: boolean;
  onOpenMenu: () => void;
  onMenuIntent: () => void;
}) {
  const t = useText();
  const contact = t('header.contact');
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {phone ? (
          <>
            <IconButton
              edge="start"
              onClick={onOpenMenu}
              onPointerDown={onMenuIntent}
              onFocus={onMenuIntent}
              aria-label={t('nav.openMenu')}
            >
              <MenuIcon />
            </IconButton>
            <AppLogo size={28} />
            <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 700 }}>
              {t('app.name')}
            </Typography>
          </>
        ) : null}
        <Box sx={{ flex: 1 }} />
        {phone ? (
          <IconButton href={`mailto:${SUPPORT_EMAIL}`} aria-label={contact}>
            <MailIcon />
          </IconButton>
        ) : (
          <Button href={`mailto:${SUPPORT_EMAIL}`} startIcon={<MailIcon />} variant="outlined">
            {contact}
          </Button>
        )}
        <LanguagePicker compact={phone} />
      </Toolbar>
    </AppBar>
  );
}
