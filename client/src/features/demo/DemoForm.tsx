/*
 * The free demo form on the home page. Until the demo sign-up flow lands (account flows), it carries the URL and
 * e-mail to the registration page, which pre-fills them.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';

interface DemoValues {
  url: string;
  email: string;
}

const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function DemoForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DemoValues>({ defaultValues: { url: '', email: '' } });

  const handleDemo = handleSubmit(({ url, email }) => {
    const q = new URLSearchParams({ url, email });
    navigate(`${paths.register.getHref()}?${q.toString()}`);
  });

  return (
    <Paper component="section" aria-labelledby="demo-title" elevation={3} sx={{ p: 3 }}>
      <Typography id="demo-title" variant="h6" component="h2" gutterBottom>
        Try it free: 500 visitors
      </Typography>
      <form noValidate onSubmit={handleDemo}>
        <Stack spacing={2}>
          <TextField
            label="Your website URL"
            placeholder="https://example.com"
            error={Boolean(errors.url)}
            helperText={errors.url?.message}
            {...register('url', {
              setValueAs: (v: unknown) => String(v ?? '').trim(),
              required: 'Enter the address of your website.',
              pattern: { value: URL_PATTERN, message: 'Enter a full address starting with http:// or https://.' },
            })}
          />
          <TextField
            label="Your e-mail"
            autoComplete="email"
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
            {...register('email', {
              setValueAs: (v: unknown) => String(v ?? '').trim(),
              required: 'Enter your e-mail address.',
              pattern: { value: EMAIL_PATTERN, message: 'Enter a valid e-mail address.' },
            })}
          />
          <Button type="submit" variant="contained" size="large">
            Get free traffic
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
