import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { TextInput, maxLength, useTranslate, useWrappedSource } from 'react-admin';
import { STRONG_CATEGORY_NAME_MAX_LENGTH } from '../../../domain/limits';
import { useStorefrontLanguages } from './languageNames';
import { isTranslated } from './missingTranslations';

const validateText = maxLength(STRONG_CATEGORY_NAME_MAX_LENGTH);

interface Props {
  /** The form field holding the translations object (relative inside an array input's row). */
  source: string;
  /** The table's heading key. */
  title: string;
}

/**
 * Every storefront language with its name in the interface language and a text input; a language without
 * a translation is marked missing, the count says how many, and a switch shows only those.
 */
export function TranslationsTable({ source, title }: Props) {
  const translate = useTranslate();
  const languages = useStorefrontLanguages();
  const fullSource = useWrappedSource(source);
  const values = (useWatch({ name: fullSource }) ?? {}) as Record<string, unknown>;
  const [missingOnly, setMissingOnly] = useState(false);
  const missing = languages.filter((language) => !isTranslated(values[language.code]));
  const shown = missingOnly ? missing : languages;
  const headingId = `${fullSource.replace(/\W/g, '-')}-title`;
  return (
    <section aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography id={headingId} variant="subtitle1" component="h2">
          {translate(title)}
        </Typography>
        <Chip
          size="small"
          color={missing.length > 0 ? 'warning' : 'success'}
          label={
            missing.length > 0
              ? translate('app.strongCategories.missingCount', {
                  smart_count: missing.length,
                  total: languages.length,
                })
              : translate('app.strongCategories.allTranslated', { total: languages.length })
          }
        />
        <FormControlLabel
          control={<Switch checked={missingOnly} onChange={(event) => setMissingOnly(event.target.checked)} />}
          label={translate('app.strongCategories.missingOnly')}
        />
      </Stack>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.strongCategories.language')}</TableCell>
            <TableCell>{translate('app.strongCategories.text')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((language) => {
            const isMissing = !isTranslated(values[language.code]);
            return (
              <TableRow key={language.code} data-missing={isMissing || undefined}>
                <TableCell component="th" scope="row" sx={{ width: '40%' }}>
                  <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                    <span lang={language.code}>{language.name}</span>
                    <Typography variant="caption" color="text.secondary">
                      {language.code}
                    </Typography>
                    {isMissing && (
                      <Chip
                        size="small"
                        variant="outlined"
                        color="warning"
                        label={translate('app.strongCategories.missing')}
                      />
                    )}
                  </Stack>
                </TableCell>
                <TableCell>
                  <TextInput
                    source={`${source}.${language.code}`}
                    label={false}
                    aria-label={`${language.name} (${language.code})`}
                    inputProps={{ 'aria-label': `${language.name} (${language.code})`, lang: language.code }}
                    validate={validateText}
                    helperText={false}
                    margin="none"
                    fullWidth
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}
