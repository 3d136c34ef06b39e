import { useId, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGES, isLanguage } from '@ps/web/intl';
import { useLanguageState } from './LanguageProvider';
import { useChangeLanguage } from './use-change-language';
import { useText } from '../i18n/use-text';

/** Each language is offered under its own name, readable whatever the current language is. */
export const LANGUAGE_NAMES = { en: 'English', fr: 'Français', ar: 'العربية' } as const;

/**
 * The language switcher labelled 'Language': a select, or on narrow bars (`compact`) an icon
 * button with the same label that opens the same choices.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const t = useText();
  const id = useId();
  const { language } = useLanguageState();
  const changeLanguage = useChangeLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('language.label');

  if (compact) {
    return (
      <>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? `${id}-menu` : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
        <Menu
          id={`${id}-menu`}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
        >
          {LANGUAGES.map((code) => (
            <MenuItem
              key={code}
              lang={code}
              selected={code === language}
              onClick={() => {
                setAnchor(null);
                changeLanguage(code);
              }}
            >
              {LANGUAGE_NAMES[code]}
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  }

  return (
    <FormControl size="small" sx={{ minWidth: 132 }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <MenuItem key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
