import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportationRules } from '../../../contract/feeds';

const ROW_LISTS = ['categories', 'genders', 'ageGroups', 'productTypes'] as const;
const FIELD = 'resources.tenant-settings.fields';

/** A store's importation rules in words: how many rows each list has, the skipped keywords, the missing-product rule. */
export function ImportationRulesSummary({ rules }: { rules: Partial<ImportationRules> | null }) {
  const translate = useTranslate();
  const lines = ROW_LISTS.filter((list) => (rules?.[list]?.length ?? 0) > 0).map(
    (list) =>
      `${translate(`${FIELD}.${list}`)}: ${translate('app.dashboard.details.ruleRows', { smart_count: rules![list]!.length })}`,
  );
  if (rules?.skip?.length) lines.push(`${translate(`${FIELD}.skip`)}: ${rules.skip.join(', ')}`);
  if (rules?.missingProducts) {
    const rule = translate(`app.integration.rules.missingProductRules.${rules.missingProducts}`);
    lines.push(`${translate(`${FIELD}.missingProducts`)}: ${rule}`);
  }
  if (lines.length === 0) return <>{translate('app.dashboard.details.noRules')}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Box>
  );
}
