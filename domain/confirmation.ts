/** The word a user types to confirm deleting many products at once, per interface language (spec section 5). */
export const DELETE_WORDS = { ptBR: 'EXCLUIR', en: 'DELETE', es: 'ELIMINAR', fr: 'SUPPRIMER' } as const;

export const isDeleteConfirmation = (text: unknown): boolean =>
  typeof text === 'string' && Object.values(DELETE_WORDS).includes(text.trim().toUpperCase() as never);
