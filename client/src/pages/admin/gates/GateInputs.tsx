/*
 * The fields of a gate (super admins): name, host, enabled, description, api base, and the whole brand configuration
 * of docs/product.md#records — site name, address, support e-mail, logo texts, colours and font (cssVars), pages' texts,
 * blog, payment methods, css, style, chat token, pixel id, tag manager id, recaptcha key, social login URLs.
 */
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxInput, TextInput } from '@/features/admin/inputs';
import { parseJsonObject } from './gate-form';
import { USABLE_COLOR } from '@/ui/gate-vars';

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as text (#2563eb, rgb(…)), with the browser's colour picker beside it for #rrggbb values. */
function ColorInput({ name, label, helperText }: { name: string; label: string; helperText?: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      rules={{
        validate: (v: unknown) =>
          String(v ?? '').trim() === '' || USABLE_COLOR.test(String(v).trim()) || 'Enter a colour such as #2563eb or rgb(37, 99, 235).',
      }}
      render={({ field, fieldState }) => {
        const value = String(field.value ?? '');
        return (
          <TextField
            {...field}
            value={value}
            label={label}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <input
                      type="color"
                      aria-label={`Pick ${label.toLowerCase()}`}
                      value={HEX.test(value.trim()) ? value.trim().toLowerCase() : '#000000'}
                      onChange={(e) => field.onChange(e.target.value)}
                      style={{ width: 28, height: 28, padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
                    />
                  </InputAdornment>
                ),
              },
            }}
          />
        );
      }}
    />
  );
}

const jsonRule = {
  validate: (v: unknown) => parseJsonObject(String(v ?? '')) !== null || 'Enter a JSON object, e.g. {"home": {"title": "…"}}.',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Grid size={12}>
        <Divider sx={{ my: 1 }} />
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </Grid>
      {children}
    </>
  );
}

export function GateInputs() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="name" label="Name" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput
          name="host"
          label="Host"
          required
          helperText="The domain this gate answers, e.g. traffic.example.com."
          rules={{
            pattern: { value: /^[a-zA-Z0-9.-]+(:\d+)?$/, message: 'A host name such as traffic.example.com (no scheme, no path).' },
          }}
        />
      </Grid>
      <Grid size={12}>
        <TextInput name="description" label="Description" multiline minRows={2} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput name="apiBase" label="API base" helperText="Default /api." />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CheckboxInput name="enabled" label="Enabled" helperText="A disabled gate serves no site." />
        <CheckboxInput
          name="isDefault"
          label="Default gate"
          helperText="Serves unknown hosts. To move it, make another gate the default."
        />
      </Grid>

      <Section title="Brand">
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="siteName" label="Site name" required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="siteUrl" label="Site URL" type="url" helperText="Leave empty to follow the deployment's address." />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="supportEmail" label="Support e-mail" type="email" required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="logoPrimary" label="Logo text" required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="logoSecondary" label="Logo secondary text" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput
            name="logoShort"
            label="Logo short text"
            helperText="The compact sidebar's, at most 16 characters."
            rules={{ maxLength: { value: 16, message: 'At most 16 characters.' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ColorInput name="primaryColor" label="Primary colour" helperText="--primary-color: buttons, links, the logo." />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ColorInput name="secondaryColor" label="Secondary colour" helperText="--secondary-color." />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput name="fontFamily" label="Font family" helperText="--font-family, e.g. Inter, Roboto, sans-serif." />
        </Grid>
        <Grid size={12}>
          <TextInput
            name="otherCssVars"
            label="Other CSS variables (JSON)"
            multiline
            minRows={2}
            rules={jsonRule}
            helperText='e.g. {"--radius": "8px"}'
          />
        </Grid>
        <Grid size={12}>
          <TextInput
            name="pagesContent"
            label="Pages content (JSON)"
            multiline
            minRows={4}
            rules={jsonRule}
            helperText='Texts by page, e.g. {"home": {"title": "…"}, "footer": {"address": "…"}}'
          />
        </Grid>
      </Section>

      <Section title="Site">
        <Grid size={{ xs: 12, md: 6 }}>
          <CheckboxInput name="blogEnabled" label="Blog enabled" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="paymentMethods" label="Payment methods" helperText="Comma separated, e.g. card, paypal." />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CheckboxInput name="cardThreeDSecure" label="Ask the card's bank for 3-D Secure (NMI card payments)" />
        </Grid>
        <Grid size={12}>
          <TextInput name="css" label="Custom CSS" multiline minRows={3} />
        </Grid>
        <Grid size={12}>
          <TextInput name="style" label="Style (JSON)" multiline minRows={2} rules={jsonRule} />
        </Grid>
      </Section>

      <Section title="Integrations">
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="chatToken" label="Chat token" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="pixelId" label="Pixel ID" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="tagManagerId" label="Tag manager ID" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="recaptchaKey" label="reCAPTCHA key" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="googleAuthUrl" label="Google sign-in URL" type="url" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="facebookAuthUrl" label="Facebook sign-in URL" type="url" />
        </Grid>
      </Section>
    </Grid>
  );
}
