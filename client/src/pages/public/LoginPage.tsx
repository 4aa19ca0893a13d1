import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '@/features/auth/LoginForm';
import { SocialLoginLinks } from '@/features/auth/SocialLoginLinks';
import type { CurrentUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { safeRedirect } from '@/lib/redirect';
import { isStaff } from '@/lib/roles';
import { AuthCard } from './AuthCard';

/** Login returns to the page the user wanted when it is a local path (SPEC.md §2), else to their dashboard. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const handleSuccess = (user: CurrentUser) => {
    const home = isStaff(user.roles) ? paths.admin.root.path : paths.panel.root.path;
    navigate(safeRedirect(params.get('redirect'), home), { replace: true });
  };

  return (
    <AuthCard
      title="Log in"
      footer={
        <>
          <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
            Forgot your password?
          </Link>
          {' · '}
          <Link component={RouterLink} to={paths.register.getHref()}>
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm onSuccess={handleSuccess} />
      <SocialLoginLinks redirect={params.get('redirect')} />
    </AuthCard>
  );
}
