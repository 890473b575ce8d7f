import { paragraphs, termsTree, type TermsDocument } from './document';

const document: TermsDocument = {
  heading: 'Política de Privacidad y Términos de Uso de Provador',
  intro:
    'Estos términos regulan el uso del panel de Provador por parte de las tiendas de moda en línea (la "Tienda") y de los usuarios que la Tienda autoriza, y explican cómo Provador trata los datos personales. Al aceptarlos, declaras que los has leído y comprendido y que estás autorizado a aceptarlos en nombre de la Tienda.',
  sections: {
    overview: {
      title: '1. Visión general',
      body: paragraphs(
        'Provador es un servicio de recomendación de tallas para comercios de ropa y calzado. Ofrece un probador virtual y tablas de medidas que ayudan a los clientes de la Tienda a elegir la talla correcta, reduciendo cambios y devoluciones y aumentando la conversión. En este panel la Tienda gestiona sus productos, marcas, categorías, tablas de medidas, pedidos, devoluciones, informes y configuración.',
        'Este documento reúne los Términos de Uso, que fijan las reglas de uso del panel y de los servicios, y la Política de Privacidad, que describe qué datos personales se tratan, con qué finalidades y con qué garantías. Provador puede actualizar este documento; los cambios relevantes se anuncian en el panel y puede solicitarse una nueva aceptación.',
      ),
    },
    services: {
      title: '2. Servicios',
      body: paragraphs(
        'Provador ofrece a la Tienda un probador virtual que recomienda una talla a partir de las medidas corporales y preferencias que indica el cliente; tablas de medidas mostradas en las páginas de producto; herramientas para importar el catálogo de productos y mantenerlo actualizado desde el feed o la plataforma de la Tienda; seguimiento de pedidos y devoluciones para medir el efecto de las recomendaciones; e informes de uso y resultados.',
        'Las recomendaciones son estimaciones calculadas a partir de las tablas de medidas registradas por la Tienda o proporcionadas por Provador. Su precisión depende de la calidad de esas tablas y de los datos indicados por los clientes, por lo que Provador no garantiza que la talla recomendada sirva a todas las personas. Los servicios se prestan según el plan contratado por la Tienda y pueden evolucionar: pueden añadirse nuevas funciones y retirarse las obsoletas previo aviso.',
      ),
    },
    obligations: {
      title: '3. Obligaciones del usuario y de la Tienda',
      body: paragraphs(
        'El usuario se compromete a mantener su correo electrónico y su contraseña como personales y secretos, sin compartir nunca el acceso con terceros; a usar el panel solo para las actividades legítimas de la Tienda; a registrar información veraz y actualizada sobre productos, marcas y tablas de medidas; y a cumplir las leyes aplicables, incluidas las de protección del consumidor y de protección de datos personales.',
        'Está prohibido intentar acceder a datos de otras tiendas, eludir medidas de seguridad, sobrecargar el servicio con solicitudes automatizadas, copiar o revender el servicio o su contenido e introducir material ilícito, ofensivo o que vulnere derechos de terceros. El incumplimiento de estas reglas puede dar lugar a la suspensión o cancelación del acceso, sin perjuicio de otras medidas.',
        'La Tienda es responsable de los usuarios que autoriza y de la licitud de los datos que envía a Provador, incluida la existencia de una base legal adecuada para compartir los datos de sus clientes con la finalidad de recomendar tallas.',
      ),
    },
    dataCollected: {
      title: '4. Datos recopilados',
      body: paragraphs(
        'De los usuarios del panel: nombre, correo electrónico, contraseña (guardada solo de forma cifrada), tiendas a las que pertenecen, perfil de acceso, preferencia de idioma y registros de acceso (fecha, hora y dirección IP) conservados con fines de seguridad.',
        'De los clientes de la Tienda que usan el probador virtual: las medidas y características corporales que indican (como altura, peso, grupo de edad, forma del cuerpo y preferencia de ajuste), los productos consultados, la talla recomendada y los identificadores de pedidos y devoluciones necesarios para evaluar las recomendaciones. Provador no pide a los clientes documentos de identidad, datos de pago ni datos sensibles más allá de lo necesario para recomendar una talla.',
        'De la Tienda: datos del catálogo (productos, marcas, categorías, tallas, imágenes y enlaces), tablas de medidas, datos de pedidos y devoluciones y la configuración técnica de la integración.',
      ),
    },
    collection: {
      title: '5. Cómo se recopilan los datos',
      body: paragraphs(
        'Los datos se recopilan cuando el usuario inicia sesión y trabaja en el panel; cuando el cliente completa el probador virtual en el sitio web de la Tienda; cuando la Tienda envía su catálogo mediante feed, integración con plataforma, carga de archivos o API; y cuando el sitio web de la Tienda informa pedidos y devoluciones a través de la integración instalada.',
        'Se usan cookies técnicas y tecnologías similares para mantener la sesión iniciada, recordar preferencias como el idioma y la unidad de medida y garantizar la seguridad. En el sitio web de la Tienda, el probador puede guardar un identificador en el navegador del cliente para recordar las medidas ya indicadas y evitar que tenga que escribirlas de nuevo.',
      ),
    },
    sharing: {
      title: '6. Compartición de datos',
      body: paragraphs(
        'Provador no vende datos personales. Los datos se comparten solo con la Tienda a la que se refieren, que responde por ellos ante sus clientes; con proveedores de servicios que apoyan la operación de Provador (como alojamiento, envío de correos electrónicos y monitorización de errores), sujetos a obligaciones de confidencialidad y de protección de datos; y con autoridades públicas, cuando lo exija la ley o una orden judicial.',
        'Los datos agregados y anonimizados, que no identifican ni a personas ni a tiendas, pueden usarse para mejorar las tablas de medidas y los modelos de recomendación que se ofrecen a todos los clientes.',
      ),
    },
    protection: {
      title: '7. Protección de los datos',
      body: paragraphs(
        'Provador adopta medidas técnicas y organizativas para proteger los datos, entre ellas conexiones cifradas (HTTPS), contraseñas guardadas solo como resúmenes criptográficos, sesiones que caducan tras un periodo de inactividad, límite de intentos de inicio de sesión, separación de los datos de cada tienda y acceso restringido a personal autorizado.',
        'Los datos se conservan solo durante el tiempo necesario para las finalidades aquí descritas o para cumplir obligaciones legales y, después, se eliminan o anonimizan. Si un incidente de seguridad pudiera causar un riesgo o daño relevante, se informará en un plazo razonable a la Tienda afectada y, cuando corresponda, a la autoridad competente.',
        'Los titulares pueden solicitar la confirmación del tratamiento, el acceso, la rectificación, la anonimización, la portabilidad o la supresión de sus datos, según lo previsto en la ley aplicable (como la LGPD brasileña y el RGPD europeo). Las solicitudes sobre datos de clientes de la Tienda se atienden junto con la Tienda responsable de ellos.',
      ),
    },
    contact: {
      title: '8. Contacto',
      body: paragraphs(
        'Las dudas sobre estos Términos de Uso y esta Política de Privacidad, las solicitudes para ejercer derechos sobre datos personales y los avisos de problemas de seguridad pueden enviarse a %{email}. Las respuestas se dan en los plazos previstos por la ley aplicable.',
        'Al marcar la casilla de aceptación y hacer clic en Aceptar, declaras que has leído, comprendido y aceptas esta Política de Privacidad y estos Términos de Uso.',
      ),
    },
  },
};

export const es = termsTree(document);
