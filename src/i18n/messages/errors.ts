import type { ErrorCode } from '../../../contract/errorCodes';
import { en as enDetails } from './errorDetails/en';
import { es as esDetails } from './errorDetails/es';
import { fr as frDetails } from './errorDetails/fr';
import { ptBR as ptBRDetails } from './errorDetails/ptBR';
import type { AreaMessages } from './types';

// Typed per language so a code without a text is a compile error. The codes are those of
// contract/errorCodes.ts; `app.errors.<code>` is an answer's code, `app.errors.details.<code>` a field's.
type ErrorTexts = Record<ErrorCode | 'generic', string>;

const ptBR: ErrorTexts = {
  generic: 'Erro ao executar a ação.',
  VALIDATION: 'Alguns campos estão inválidos. Verifique e tente novamente.',
  BAD_REQUEST: 'A solicitação não pôde ser processada.',
  UNAUTHENTICATED: 'Entre novamente para continuar.',
  SESSION_EXPIRED: 'Sua sessão expirou. Entre novamente.',
  INVALID_CREDENTIALS: 'E-mail ou senha incorretos',
  TERMS_NOT_ACCEPTED: 'É preciso aceitar os termos de uso para continuar.',
  TERMS_REQUIRED: 'Aceite os Termos de Uso e a Política de Privacidade e tente novamente',
  TOO_MANY_ATTEMPTS: 'Muitas tentativas sem sucesso. Aguarde 15 minutos e tente novamente.',
  FORBIDDEN: 'Você não tem permissão para esta ação.',
  NO_STORE: 'Selecione uma loja para continuar.',
  NOT_FOUND: 'Registro não encontrado.',
  CONFLICT: 'Já existe um registro com esses dados.',
  REFERENCE: 'Este registro está vinculado a outros e não pode ser alterado ou removido.',
  EMAIL_TAKEN: 'Este e-mail já está em uso.',
  TOO_LARGE: 'O conteúdo enviado é grande demais.',
  INTERNAL: 'Erro no servidor. Tente novamente em instantes.',
  SERVER_BUSY: 'O servidor está ocupado verificando outros acessos. Tente novamente em alguns segundos.',
  CONFIRMATION_REQUIRED: 'Digite a palavra de confirmação para excluir.',
  DATABASE_UNAVAILABLE: 'O banco de dados não está respondendo. Tente novamente em instantes.',
};

const en: ErrorTexts = {
  generic: 'Error while performing action.',
  VALIDATION: 'Some fields are invalid. Check them and try again.',
  BAD_REQUEST: 'The request could not be processed.',
  UNAUTHENTICATED: 'Sign in again to continue.',
  SESSION_EXPIRED: 'Your session has expired. Sign in again.',
  INVALID_CREDENTIALS: 'E-mail or password is incorrect',
  TERMS_NOT_ACCEPTED: 'User must accept the terms of use to proceed.',
  TERMS_REQUIRED: 'Accept the Terms of Use and Privacy and try again',
  TOO_MANY_ATTEMPTS: 'Too many failed attempts. Wait 15 minutes and try again.',
  FORBIDDEN: 'You are not allowed to do this.',
  NO_STORE: 'Select a store to continue.',
  NOT_FOUND: 'Record not found.',
  CONFLICT: 'A record with these values already exists.',
  REFERENCE: 'This record is linked to others and cannot be changed or removed.',
  EMAIL_TAKEN: 'This e-mail is already in use.',
  TOO_LARGE: 'The content sent is too large.',
  INTERNAL: 'Server error. Try again in a moment.',
  SERVER_BUSY: 'The server is busy checking other sign-ins. Try again in a few seconds.',
  CONFIRMATION_REQUIRED: 'Type the confirmation word to delete.',
  DATABASE_UNAVAILABLE: 'The database is not answering. Try again in a moment.',
};

const es: ErrorTexts = {
  generic: 'Error al realizar la acción.',
  VALIDATION: 'Algunos campos no son válidos. Revísalos e inténtalo de nuevo.',
  BAD_REQUEST: 'No se pudo procesar la solicitud.',
  UNAUTHENTICATED: 'Vuelve a iniciar sesión para continuar.',
  SESSION_EXPIRED: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  INVALID_CREDENTIALS: 'Correo electrónico o contraseña incorrectos',
  TERMS_NOT_ACCEPTED: 'Debes aceptar los términos de uso para continuar.',
  TERMS_REQUIRED: 'Acepta los Términos de Uso y la Política de Privacidad e inténtalo de nuevo',
  TOO_MANY_ATTEMPTS: 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.',
  FORBIDDEN: 'No tienes permiso para realizar esta acción.',
  NO_STORE: 'Selecciona una tienda para continuar.',
  NOT_FOUND: 'Registro no encontrado.',
  CONFLICT: 'Ya existe un registro con estos datos.',
  REFERENCE: 'Este registro está vinculado a otros y no se puede modificar ni eliminar.',
  EMAIL_TAKEN: 'Este correo electrónico ya está en uso.',
  TOO_LARGE: 'El contenido enviado es demasiado grande.',
  INTERNAL: 'Error del servidor. Inténtalo de nuevo en unos instantes.',
  SERVER_BUSY: 'El servidor está ocupado verificando otros accesos. Inténtalo de nuevo en unos segundos.',
  CONFIRMATION_REQUIRED: 'Escribe la palabra de confirmación para eliminar.',
  DATABASE_UNAVAILABLE: 'La base de datos no responde. Inténtalo de nuevo en unos instantes.',
};

const fr: ErrorTexts = {
  generic: "Erreur lors de l'exécution de l'action.",
  VALIDATION: 'Certains champs sont invalides. Vérifiez-les et réessayez.',
  BAD_REQUEST: "La requête n'a pas pu être traitée.",
  UNAUTHENTICATED: 'Reconnectez-vous pour continuer.',
  SESSION_EXPIRED: 'Votre session a expiré. Reconnectez-vous.',
  INVALID_CREDENTIALS: 'E-mail ou mot de passe incorrect',
  TERMS_NOT_ACCEPTED: "Vous devez accepter les conditions d'utilisation pour continuer.",
  TERMS_REQUIRED: "Acceptez les Conditions d'utilisation et la Politique de confidentialité, puis réessayez",
  TOO_MANY_ATTEMPTS: 'Trop de tentatives échouées. Patientez 15 minutes et réessayez.',
  FORBIDDEN: "Vous n'êtes pas autorisé à effectuer cette action.",
  NO_STORE: 'Sélectionnez une boutique pour continuer.',
  NOT_FOUND: 'Enregistrement introuvable.',
  CONFLICT: 'Un enregistrement avec ces valeurs existe déjà.',
  REFERENCE: "Cet enregistrement est lié à d'autres et ne peut être ni modifié ni supprimé.",
  EMAIL_TAKEN: 'Cette adresse e-mail est déjà utilisée.',
  TOO_LARGE: 'Le contenu envoyé est trop volumineux.',
  INTERNAL: 'Erreur du serveur. Réessayez dans un instant.',
  SERVER_BUSY: "Le serveur est occupé à vérifier d'autres connexions. Réessayez dans quelques secondes.",
  CONFIRMATION_REQUIRED: 'Saisissez le mot de confirmation pour supprimer.',
  DATABASE_UNAVAILABLE: 'La base de données ne répond pas. Réessayez dans un instant.',
};

export const errorsMessages: AreaMessages = {
  ptBR: { app: { errors: { ...ptBR, details: ptBRDetails } } },
  en: { app: { errors: { ...en, details: enDetails } } },
  es: { app: { errors: { ...es, details: esDetails } } },
  fr: { app: { errors: { ...fr, details: frDetails } } },
};
