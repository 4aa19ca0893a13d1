import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { RegisterForm } from '@/features/auth/RegisterForm';
import { SocialLoginLinks } from '@/features/auth/SocialLoginLinks';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';

export function RegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Create your account"
      footer={
        <>
          Already registered?{' '}
          <Link component={RouterLink} to={paths.login.getHref()}>
            Log in
          </Link>
        </>
      }
    >
      <RegisterForm defaultEmail={params.get('email') ?? ''} onSuccess={() => navigate(paths.panel.root.path, { replace: true })} />
      <SocialLoginLinks />
    </AuthCard>
  );
}
