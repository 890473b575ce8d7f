import { useLocaleState } from 'react-admin';
import { MAIL_LANGUAGES, type MailLanguage } from '../../../domain/accountStates';

const isMailLanguage = (locale: string): locale is MailLanguage =>
  (MAIL_LANGUAGES as readonly string[]).includes(locale);

/** The interface language, as the language an e-mail the person asks for is written in. */
export function useMailLanguage(): MailLanguage {
  const [locale] = useLocaleState();
  return isMailLanguage(locale) ? locale : 'ptBR';
}
