import type { StoreUsersTexts } from './ptBR';

export const es: StoreUsersTexts = {
  app: {
    tenantSettings: { tabs: { users: 'Usuarios y permisos' } },
    storeUsers: {
      intro:
        'Los usuarios de la tienda acceden solo a las tiendas a las que pertenecen. Moderadores y administradores acceden a todas y no aparecen aquí.',
      addTitle: 'Agregar usuario',
      email: 'Correo electrónico',
      emailHint: 'El correo de una cuenta existente.',
      invalidEmail: 'Ingrese un correo electrónico.',
      add: 'Agregar usuario',
      added: '%{email} ahora accede a esta tienda.',
      listTitle: 'Usuarios de la tienda',
      name: 'Nombre',
      actions: 'Acciones',
      empty: 'Esta tienda aún no tiene usuarios.',
      remove: 'Desvincular de la tienda',
      removeOne: 'Desvincular %{email} de la tienda',
      confirmTitle: 'Desvincular usuario',
      confirmContent: '%{email} dejará de acceder a esta tienda. La cuenta sigue existiendo. ¿Continuar?',
      removed: '%{email} ya no accede a esta tienda.',
    },
  },
};
