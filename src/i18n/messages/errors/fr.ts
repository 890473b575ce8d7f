import { fr as details } from './details/fr';
import type { ErrorsTexts } from './types';

export const fr: ErrorsTexts = {
  app: {
    errors: {
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
      ALREADY_RETURNED: 'Cet article a déjà été retourné.',
      ALREADY_ORGANIC: 'Ce tableau du fournisseur est déjà organique.',
      CONFIRMATION_REQUIRED: 'Saisissez le mot de confirmation pour supprimer.',
      DATABASE_UNAVAILABLE: 'La base de données ne répond pas. Réessayez dans un instant.',
      NO_FEED_URL:
        "La boutique n'a pas de lien XML à importer. Indiquez-le dans les réglages d'intégration de la boutique.",
      QUEUE_ENTRY_NOT_WAITING:
        'Seule une importation en attente peut être déplacée ou retirée ; redémarrez GMerchant pour arrêter celle en cours.',
      IMPORT_RUNNING: 'Une importation de cette boutique est en cours. Réessayez quand elle sera terminée.',
      GMERCHANT_ADMIN_ONLY: 'Seuls les administrateurs peuvent redémarrer GMerchant',
      ADMINISTRATOR_ONLY_SETTING: 'Seuls les administrateurs peuvent modifier ces paramètres.',
      STALE_VERSION: "Erreur ! Veuillez actualiser la page et réessayer. Quelqu'un d'autre l'a enregistré entre-temps.",
      TENANT_NOT_FOUND: 'Boutique introuvable',
      USER_NOT_FOUND: "Aucun utilisateur n'a cet e-mail. Créez d'abord l'utilisateur, puis ajoutez-le à la boutique.",
      ALREADY_MEMBER: 'Cet utilisateur accède déjà à cette boutique.',
      STOREFRONT_KEY_CHANGED: 'La clé de la boutique en ligne a changé entre-temps. Rechargez la page et réessayez.',
      STORE_NOT_ACTIVE: "Le service de cette boutique n'est pas actif.",
      STORE_CLOSED: "L'accès à cette boutique est fermé. Contactez le support.",
      FEATURE_NOT_ENABLED: 'Ressource non activée',
      LEARNING_OUTDATED: 'Le tableau a été enregistré après l’apprentissage ; acceptez après le prochain apprentissage',
      STRONG_BRAND_LINKED: "Cette marque fournisseur ne peut pas être supprimée tant qu'elle est liée.",
      details,
    },
  },
};
