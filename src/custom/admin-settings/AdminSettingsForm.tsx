import { useState, type ReactNode } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { Button, Form, NumberInput, SaveButton, TextInput, useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { AdminSettings } from '../../../contract/adminSettings';
import { ADMIN_SETTING_FIELDS } from '../../../domain/adminSettings';
import { useNotifyError } from '../../providers/saveErrors';
import { errorDetailText, fieldLabel, type ApiErrorDetail } from '../../providers/errorDetailText';
import { submissionErrors } from '../tenant-settings/integration/submissionErrors';
import { useSaveAdminSettings } from './adminSettingsQueries';
import { CrashWebhookField } from './CrashWebhookField';
import { bodyOf, formValuesOf, type FormValues } from './formValues';
import { FormChangesGuarded } from '../../components/LeaveQuestion';

const RESOURCE = 'admin-settings';
const KNOWN: readonly string[] = ADMIN_SETTING_FIELDS;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const bodyOfError = (error: unknown) =>
  (error as { body?: { code?: string; details?: ApiErrorDetail[] } } | null)?.body ?? undefined;

/**
 * The settings form: each field empty means the environment's value (shown beside it). A save sends the
 * changed fields with the version loaded; a stale version shows who changed what, with a reload.
 */
export function AdminSettingsForm({ settings, onReload }: { settings: AdminSettings; onReload: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError(RESOURCE);
  const save = useSaveAdminSettings();
  const { canAccess: administrator } = useCanAccess({ resource: RESOURCE, action: 'administer' });
  const [replacingWebhook, setReplacingWebhook] = useState(false);
  const [conflict, setConflict] = useState<ApiErrorDetail[] | null>(null);

  const fallback = (value: string | number) => translate('app.adminSettings.default', { value });
  const adminOnly = translate('app.adminSettings.administratorsOnly');
  const numberInput = (source: 'feedScheduleHours' | 'sessionIdleMinutes' | 'sessionMaxHours', unit: string) => (
    <NumberInput
      source={source}
      step={1}
      helperText={`${translate(unit)} · ${fallback(settings[source].default)}`}
      sx={{ minWidth: 240 }}
    />
  );

  const onSubmit = async (values: FormValues) => {
    setConflict(null);
    const body = bodyOf(settings, values, replacingWebhook);
    if (Object.keys(body).length === 1) {
      notify('app.adminSettings.nothingChanged', { type: 'info' });
      return undefined;
    }
    try {
      await save.mutateAsync(body);
      notify('app.adminSettings.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      const answer = bodyOfError(error);
      if (answer?.code === 'STALE_VERSION') {
        setConflict(answer.details ?? []);
        notifyError(error);
        return undefined;
      }
      const fieldErrors = submissionErrors(error, RESOURCE, (path) => KNOWN.includes(path), translate);
      notifyError(error, { shownFields: Object.keys(fieldErrors ?? {}) });
      return fieldErrors;
    }
  };

  return (
    <Form record={formValuesOf(settings)} onSubmit={onSubmit} noValidate resource={RESOURCE}>
      <FormChangesGuarded />
      {conflict && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={<Button label="app.adminSettings.reload" onClick={onReload} />}
        >
          <Typography variant="body2">{translate('app.errors.STALE_VERSION')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {conflict.map((detail) => (
              <li key={detail.field}>
                {errorDetailText(detail, fieldLabel(RESOURCE, detail.field ?? '', translate), translate)}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Section title={translate('app.adminSettings.sections.support')}>
        <TextInput
          source="supportEmail"
          type="email"
          helperText={fallback(settings.supportEmail.default)}
          sx={{ minWidth: { sm: 360 } }}
        />
      </Section>
      <Section title={translate('app.adminSettings.sections.sessions')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
          {numberInput('sessionIdleMinutes', 'app.adminSettings.units.minutes')}
          {numberInput('sessionMaxHours', 'app.adminSettings.units.hours')}
        </Stack>
      </Section>
      <Section title={translate('app.adminSettings.sections.feeds')}>
        {numberInput('feedScheduleHours', 'app.adminSettings.units.hours')}
      </Section>
      <Section title={translate('app.adminSettings.sections.security')}>
        {!administrator && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {adminOnly}
          </Typography>
        )}
        <NumberInput
          source="signInMaxFailures"
          step={1}
          disabled={!administrator}
          helperText={administrator ? fallback(settings.signInMaxFailures.default) : adminOnly}
          sx={{ minWidth: 240 }}
        />
        <CrashWebhookField
          state={administrator ? settings.crashWebhookUrl : undefined}
          administrator={Boolean(administrator)}
          replacing={replacingWebhook}
          onReplace={() => setReplacingWebhook(true)}
        />
      </Section>
      <SaveButton label="app.adminSettings.save" />
    </Form>
  );
}
