/** The session cookie's three failures (spec 8): the browser would not give, keep or drop it. */
export const ptBR = {
  app: {
    session: {
      readFailed: 'Não foi possível ler o cookie de autenticação. Habilite os cookies e recarregue a página.',
      storeFailed: 'Não foi possível guardar o cookie de autenticação. Habilite os cookies e tente novamente.',
      removeFailed:
        'Não foi possível remover o cookie de autenticação. Apague os cookies deste site para encerrar a sessão neste navegador.',
    },
  },
};

export type SessionTexts = typeof ptBR;

export const en: SessionTexts = {
  app: {
    session: {
      readFailed: 'Could not retrieve the authentication cookie. Enable cookies and reload the page.',
      storeFailed: 'Could not store the authentication cookie. Enable cookies and try again.',
      removeFailed:
        "Could not remove the authentication cookie. Delete this site's cookies to end the session in this browser.",
    },
  },
};

export const es: SessionTexts = {
  app: {
    session: {
      readFailed: 'No se pudo leer la cookie de autenticación. Habilita las cookies y recarga la página.',
      storeFailed: 'No se pudo guardar la cookie de autenticación. Habilita las cookies e inténtalo de nuevo.',
      removeFailed:
        'No se pudo eliminar la cookie de autenticación. Borra las cookies de este sitio para cerrar la sesión en este navegador.',
    },
  },
};

export const fr: SessionTexts = {
  app: {
    session: {
      readFailed: "Impossible de lire le cookie d'authentification. Activez les cookies et rechargez la page.",
      storeFailed: "Impossible d'enregistrer le cookie d'authentification. Activez les cookies et réessayez.",
      removeFailed:
        "Impossible de supprimer le cookie d'authentification. Effacez les cookies de ce site pour fermer la session dans ce navigateur.",
    },
  },
};
