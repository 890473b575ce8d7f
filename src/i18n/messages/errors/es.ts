import { es as details } from './details/es';
import type { ErrorsTexts } from './types';

export const es: ErrorsTexts = {
  app: {
    errors: {
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
      ALREADY_RETURNED: 'Este artículo ya fue devuelto.',
      ALREADY_ORGANIC: 'Esta tabla del proveedor ya es orgánica.',
      CONFIRMATION_REQUIRED: 'Escribe la palabra de confirmación para eliminar.',
      DATABASE_UNAVAILABLE: 'La base de datos no responde. Inténtalo de nuevo en unos instantes.',
      NO_FEED_URL:
        'La tienda no tiene enlace de XML para importar. Indícalo en la configuración de integración de la tienda.',
      QUEUE_ENTRY_NOT_WAITING:
        'Solo una importación en espera se puede mover o quitar; reinicia GMerchant para detener una en curso.',
      IMPORT_RUNNING: 'Hay una importación de esta tienda en curso. Inténtalo de nuevo cuando termine.',
      GMERCHANT_ADMIN_ONLY: 'Solo los administradores pueden reiniciar GMerchant',
      ADMINISTRATOR_ONLY_SETTING: 'Solo los administradores pueden cambiar estos ajustes.',
      STALE_VERSION: '¡Error! Actualice la página e inténtelo de nuevo. Otra persona lo guardó mientras tanto.',
      TENANT_NOT_FOUND: 'Tienda no encontrada',
      USER_NOT_FOUND: 'Ningún usuario tiene este correo. Cree el usuario primero y luego agréguelo a la tienda.',
      ALREADY_MEMBER: 'Este usuario ya accede a esta tienda.',
      STOREFRONT_KEY_CHANGED:
        'La clave de la tienda en línea cambió mientras tanto. Recargue la página e inténtelo de nuevo.',
      STORE_NOT_ACTIVE: 'El servicio de esta tienda no está activo.',
      STORE_CLOSED: 'El acceso a esta tienda está cerrado. Contacte con soporte.',
      FEATURE_NOT_ENABLED: 'Recurso no habilitado',
      LEARNING_OUTDATED: 'La tabla se guardó después del aprendizaje; acepte tras el próximo aprendizaje',
      STRONG_BRAND_LINKED: 'Esta marca del proveedor no se puede eliminar mientras esté vinculada.',
      STRONG_CATEGORY_LINKED: 'Esta categoría del proveedor no se puede eliminar mientras esté vinculada.',
      STRONG_SUBCATEGORY_LINKED: 'Una subcategoría quitada sigue vinculada; no se puede eliminar.',
      details,
    },
  },
};
