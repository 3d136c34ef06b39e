import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from '@ps/web/router';
import { LOGIN_PATH } from './anchors';
import { focusRing } from './focus-ring';

type LoginLinkProps = Omit<ButtonProps<typeof RouterLink>, 'component' | 'to'>;

/** A call-to-action button that goes to the sign-in screen through the shell's router. */
export function LoginLink({ sx, ...props }: LoginLinkProps) {
  return (
    <Button
      component={RouterLink}
      to={LOGIN_PATH}
      disableElevation
      sx={[
        focusRing,
        { textTransform: 'none', fontWeight: 600 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    />
  );
}
