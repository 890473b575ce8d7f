import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { TenantOptions } from '../../../../contract/tenants';
import { useIntlLocale } from '../../../i18n/intlLocale';

export interface Choice {
  id: string;
  name: string;
}

/**
 * Where the names of each store enumeration's values live (`<key>.<value>`): the one place the store
 * settings' forms, the dashboard's filters and its store details read them from.
 */
const LABEL_KEYS = {
  languages: 'app.storeSettings.options.languages',
  statuses: 'app.storeSettings.options.statuses',
  plans: 'app.storeSettings.options.plans',
  types: 'app.storeSettings.options.types',
  profiles: 'app.storeSettings.options.profiles',
  segments: 'app.storeSettings.options.segments',
  operations: 'app.storeSettings.options.operations',
  sizeSystems: 'app.storeSettings.options.sizeSystems',
  platforms: 'app.storeSettings.options.platforms',
  reviewStatuses: 'app.storeSettings.options.reviewStatuses',
  coveredCategories: 'app.storeSettings.options.coveredCategories',
  coveredIntegrations: 'app.storeSettings.options.coveredIntegrations',
  typeModelings: 'app.storeSettings.options.typeModelings',
  vfrVersions: 'app.storeSettings.options.vfrVersions',
  features: 'app.implantation.featureNames',
  productIntegrations: 'app.integration.settings.integrationTypes',
  httpLinkBehaviors: 'app.integration.settings.linkBehaviors',
} as const satisfies Partial<Record<keyof TenantOptions, string>>;

/** The store settings' fields (as the API and their history name them) whose values are named by a list. */
const LIST_OF_FIELD: Record<string, OptionList> = {
  language: 'languages',
  sizeSystem: 'sizeSystems',
  plan: 'plans',
  status: 'statuses',
  type: 'types',
  tenantProfile: 'profiles',
  segment: 'segments',
  tenantOperation: 'operations',
  vfrVersion: 'vfrVersions',
  features: 'features',
  reviewStatus: 'reviewStatuses',
  coveredCategories: 'coveredCategories',
  coveredIntegrations: 'coveredIntegrations',
  ecommercePlatform: 'platforms',
  typeModeling: 'typeModelings',
  productIntegration: 'productIntegrations',
  httpLinkBehavior: 'httpLinkBehaviors',
};

/** A store enumeration whose values have translated names. */
export type OptionList = keyof typeof LABEL_KEYS;

/** The translation key of a value's name, for react-admin choices (which translate their `name`). */
export const optionLabelKey = (list: OptionList, code: string) => `${LABEL_KEYS[list]}.${code}`;

/** Choices of a select whose names react-admin translates. */
export const optionChoicesOf = (list: OptionList, codes: readonly string[]): Choice[] =>
  codes.map((id) => ({ id, name: optionLabelKey(list, id) }));

/** Intl's name of a code in the interface language, the code itself where Intl has none. */
function intlNames(locale: string, type: 'region' | 'currency') {
  const names = new Intl.DisplayNames([locale], { type, fallback: 'code' });
  return (code: string) => names.of(code) ?? code;
}

/** A code without a text, made readable: short codes (sizes, size systems: PP, BR, MEX) stay as written. */
const humanized = (code: string) =>
  /^[A-Z0-9]{1,3}$/.test(code)
    ? code
    : code
        .toLowerCase()
        .split('_')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' ');

/**
 * Names of the store enumerations in the interface language: countries and currencies named by Intl
 * (countries sorted by name, currencies keep the server's order, most used first), the rest by the
 * texts of `LABEL_KEYS`; a value without a text (a platform, a size system) keeps a readable code.
 */
export function useOptionChoices() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return useMemo(() => {
    const country = intlNames(locale, 'region');
    const currency = intlNames(locale, 'currency');
    const collator = new Intl.Collator(locale);
    const label = (list: OptionList, code: string) => translate(optionLabelKey(list, code), { _: humanized(code) });
    return {
      label,
      countries: (codes: string[]) =>
        codes.map((id) => ({ id, name: country(id) })).sort((a, b) => collator.compare(a.name, b.name)),
      currencies: (codes: string[]) => codes.map((id) => ({ id, name: `${id} · ${currency(id)}` })),
      named: (list: OptionList, codes: readonly string[]): Choice[] =>
        codes.map((id) => ({ id, name: label(list, id) })),
      /** A settings field's saved value by its names (a code, or a list of codes); null for other fields. */
      fieldValue: (field: string, value: unknown): string | null => {
        const name = field.split('.').at(-1) ?? field;
        const codes = typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : null;
        if (codes === null || codes.length === 0) return null;
        if (name === 'country') return codes.map(country).join(', ');
        if (name === 'currency') return codes.map(currency).join(', ');
        const list = LIST_OF_FIELD[name];
        return list ? codes.map((code) => label(list, code)).join(', ') : null;
      },
    };
  }, [locale, translate]);
}
