import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Language } from '@ps/contracts/auth';
import { LANGUAGES } from '@ps/web/intl';
import { LANGUAGE_NAMES } from './language-names';

/**
 * The compact picker's list of languages. Its own module, loaded at the first press of the
 * button: a menu (with its popover and modal) is code no page needs to draw its start.
 */
export default function LanguageMenu({
  id,
  anchor,
  current,
  onClose,
  onPick,
}: {
  id: string;
  anchor: HTMLElement | null;
  current: Language;
  onClose: () => void;
  onPick: (language: Language) => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((code) => (
        <MenuItem key={code} lang={code} selected={code === current} onClick={() => onPick(code)}>
          {LANGUAGE_NAMES[code]}
        </MenuItem>
      ))}
    </Menu>
  );
}
