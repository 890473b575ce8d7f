import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TERMS_SECTIONS } from '../../i18n/messages/terms/document';

const KEY = 'app.terms.document';

function Paragraphs({ text }: { text: string }) {
  return text.split('\n\n').map((paragraph, index) => (
    <Typography key={index} variant="body2" component="p" sx={{ mb: 1.5 }}>
      {paragraph}
    </Typography>
  ));
}

/** The privacy policy and terms of use in the interface language. */
export function TermsText({ supportEmail }: { supportEmail: string }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${KEY}.heading`)}
      </Typography>
      <Paragraphs text={translate(`${KEY}.intro`)} />
      {TERMS_SECTIONS.map((section) => (
        <section key={section}>
          <Typography variant="subtitle1" component="h3" fontWeight="bold" gutterBottom>
            {translate(`${KEY}.sections.${section}.title`)}
          </Typography>
          <Paragraphs text={translate(`${KEY}.sections.${section}.body`, { email: supportEmail })} />
        </section>
      ))}
    </>
  );
}
