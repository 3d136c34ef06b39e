import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha, styled } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGES, isLanguage } from '@ps/web/intl';
import { LANGUAGE_NAMES } from './language-names';
import { useLanguageState } from './LanguageProvider';
import { useChangeLanguage } from './use-change-language';
import { useText } from '../i18n/use-text';

const LanguageMenu = lazy(() => import('./LanguageMenu'));

/** Room at each end of the select for the icon before the name and the arrow after it. */
const ICON_ROOM = 36;

/**
 * The browser's own select, drawn like the bar's outlined buttons. It is on every page from the
 * start: MUI's Select would bring its menu, popover, modal and three input variants with it
 * (about 15 KB gzipped of the start's code), and a phone shows its own list for a native one.
 */
const NativeSelect = styled('select')(({ theme }) => ({
  appearance: 'none',
  font: 'inherit',
  fontWeight: theme.typography.button.fontWeight,
  color: theme.palette.primary.main,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
  borderRadius: theme.shape.borderRadius,
  minHeight: 36,
  paddingBlock: 5,
  paddingInline: `${ICON_ROOM}px`,
  cursor: 'pointer',
  '&:hover': {
    borderColor: theme.palette.primary.main,
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '& option': { color: theme.palette.text.primary },
}));

const iconAt = (side: 'insetInlineStart' | 'insetInlineEnd') =>
  ({
    position: 'absolute',
    [side]: 8,
    top: '50%',
    transform: 'translateY(-50%)',
    color: 'primary.main',
    pointerEvents: 'none',
  }) as const;

/**
 * The language switcher labelled 'Language': a select, or on narrow bars (`compact`) an icon
 * button with the same label that opens the same choices.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const label = useText()('language.label');
  return compact ? <CompactLanguagePicker label={label} /> : <SelectLanguagePicker label={label} />;
}

function SelectLanguagePicker({ label }: { label: string }) {
  const { language } = useLanguageState();
  const changeLanguage = useChangeLanguage();
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <TranslateIcon fontSize="small" aria-hidden sx={iconAt('insetInlineStart')} />
      <NativeSelect
        aria-label={label}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </NativeSelect>
      <ArrowDropDownIcon aria-hidden sx={iconAt('insetInlineEnd')} />
    </Box>
  );
}

function CompactLanguagePicker({ label }: { label: string }) {
  const id = useId();
  const { language } = useLanguageState();
  const changeLanguage = useChangeLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first press on, so the menu's closing animation still plays.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <TranslateIcon />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <LanguageMenu
            id={`${id}-menu`}
            anchor={anchor}
            current={language}
            onClose={() => setAnchor(null)}
            onPick={(code) => {
              setAnchor(null);
              changeLanguage(code);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
