import { PasswordInput, useTranslate } from 'react-admin';
import { isCommonPassword } from './commonPasswords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/limits';
import { passwordProblem } from '../../../domain/passwordRules';
import { errorDetailText } from '../../providers/errorDetailText';

/**
 * A new password and its confirmation, checked as typed by the rules the server applies (domain/passwordRules.ts)
 * against the most common passwords (commonPasswords.ts: this module is only loaded with the forms that set a
 * password); a rarer common one is refused by the server when saved.
 */
export function NewPasswordInputs({ email }: { email?: string }) {
  const translate = useTranslate();
  const label = translate('app.password.new');
  const validateNew = (value: unknown) => {
    const problem = passwordProblem(typeof value === 'string' ? value : '', isCommonPassword, email);
    return problem ? errorDetailText(problem, label, translate) : undefined;
  };
  const validateConfirm = (value: unknown, values: Record<string, unknown>) =>
    value === values.newPassword ? undefined : 'app.password.mismatch';
  return (
    <>
      <PasswordInput
        source="newPassword"
        label="app.password.new"
        autoComplete="new-password"
        validate={validateNew}
        helperText={translate('app.password.rules', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        fullWidth
      />
      <PasswordInput
        source="confirmPassword"
        label="app.password.confirm"
        autoComplete="new-password"
        validate={validateConfirm}
        fullWidth
      />
    </>
  );
}
