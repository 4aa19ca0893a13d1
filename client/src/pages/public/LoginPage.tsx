import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from './late-forms';
import { SocialLoginLinks } from '@/features/auth/SocialLoginLinks';
import type { CurrentUser } from '@/lib/auth';
import { pageName } from '@/lib/page-labels';
import { paths } from '@/lib/paths';
import { isLocalPath, safeRedirect } from '@/lib/redirect';
import { isStaff } from '@/lib/roles';
import { AuthCard } from './AuthCard';
import { Alert, Link } from '@/ui/kit';

/**
 * Login returns to the page the user wanted when it is a local path (docs/product.md#screens-and-routes), else to their dashboard. A
 * visitor a guard sent here is told which page waits for them.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const wanted = isLocalPath(redirect) ? pageName(redirect) : null;

  const handleSuccess = (user: CurrentUser) => {
    const home = isStaff(user.roles) ? paths.admin.root.path : paths.panel.root.path;
    void navigate(safeRedirect(params.get('redirect'), home), { replace: true });
  };

  return (
    <AuthCard
      title="Log in"
      footer={
        <>
          <Link to={paths.forgotPassword.getHref()}>Forgot your password?</Link>
          {' · '}
          <Link to={paths.register.getHref()}>Create an account</Link>
        </>
      }
    >
      {wanted ? (
        <Alert severity="info" role="status" className="tg-pages-mb2">
          {`Log in to continue to ${wanted}.`}
        </Alert>
      ) : null}
      <LoginForm onSuccess={handleSuccess} />
      <SocialLoginLinks redirect={redirect} />
    </AuthCard>
  );
}
