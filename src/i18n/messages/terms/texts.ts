import { paragraphs, termsTree, type TermsDocument } from './document';

const ptBRDocument: TermsDocument = {
  heading: 'Política de Privacidade e Termos de Uso do Provador',
  intro:
    'Estes termos regem o uso do painel do Provador pelas lojas de moda on-line (a "Loja") e pelos usuários que a Loja autoriza, e explicam como o Provador trata dados pessoais. Ao aceitá-los, você declara que os leu e compreendeu e que tem poderes para aceitá-los em nome da Loja.',
  sections: {
    overview: {
      title: '1. Visão geral',
      body: paragraphs(
        'O Provador é um serviço de recomendação de tamanhos para varejistas de roupas e calçados. Ele oferece um provador virtual e tabelas de medidas que ajudam os clientes da Loja a escolher o tamanho certo, reduzindo trocas e devoluções e aumentando a conversão. Neste painel, a Loja gerencia seus produtos, marcas, categorias, tabelas de medidas, pedidos, devoluções, relatórios e configurações.',
        'Este documento reúne os Termos de Uso, que definem as regras de uso do painel e dos serviços, e a Política de Privacidade, que descreve quais dados pessoais são tratados, para quais finalidades e com quais salvaguardas. O Provador pode atualizar este documento; mudanças relevantes são avisadas no painel e um novo aceite pode ser solicitado.',
      ),
    },
    services: {
      title: '2. Serviços',
      body: paragraphs(
        'O Provador oferece à Loja um provador virtual que recomenda um tamanho a partir das medidas corporais e preferências informadas pelo cliente; tabelas de medidas exibidas nas páginas de produto; ferramentas para importar o catálogo de produtos e mantê-lo atualizado a partir do feed ou da plataforma da Loja; acompanhamento de pedidos e devoluções para medir o efeito das recomendações; e relatórios de uso e resultados.',
        'As recomendações são estimativas calculadas a partir das tabelas de medidas cadastradas pela Loja ou fornecidas pelo Provador. Sua precisão depende da qualidade dessas tabelas e dos dados informados pelos clientes, por isso o Provador não garante que o tamanho recomendado sirva a todas as pessoas. Os serviços são prestados conforme o plano contratado pela Loja e podem evoluir: novas funcionalidades podem ser incluídas e as obsoletas, retiradas mediante aviso.',
      ),
    },
    obligations: {
      title: '3. Obrigações do usuário e da Loja',
      body: paragraphs(
        'O usuário se compromete a manter seu e-mail e sua senha pessoais e sigilosos, nunca compartilhando o acesso com terceiros; a usar o painel apenas para as atividades legítimas da Loja; a cadastrar informações verdadeiras e atualizadas sobre produtos, marcas e tabelas de medidas; e a cumprir as leis aplicáveis, inclusive as de defesa do consumidor e de proteção de dados pessoais.',
        'É proibido tentar acessar dados de outras lojas, contornar medidas de segurança, sobrecarregar o serviço com requisições automatizadas, copiar ou revender o serviço ou seu conteúdo e inserir material ilícito, ofensivo ou que viole direitos de terceiros. O descumprimento dessas regras pode levar à suspensão ou ao cancelamento do acesso, sem prejuízo de outras medidas.',
        'A Loja é responsável pelos usuários que autoriza e pela licitude dos dados que envia ao Provador, inclusive por ter base legal adequada para compartilhar os dados de seus clientes com a finalidade de recomendação de tamanhos.',
      ),
    },
    dataCollected: {
      title: '4. Dados coletados',
      body: paragraphs(
        'Dos usuários do painel: nome, e-mail, senha (guardada apenas de forma criptografada), lojas a que pertencem, perfil de acesso, preferência de idioma e registros de acesso (data, hora e endereço IP) mantidos para fins de segurança.',
        'Dos clientes da Loja que usam o provador virtual: as medidas e características corporais que informam (como altura, peso, faixa etária, formato do corpo e preferência de caimento), os produtos consultados, o tamanho recomendado e os identificadores de pedidos e devoluções necessários para avaliar as recomendações. O Provador não pede aos clientes documentos de identidade, dados de pagamento nem dados sensíveis além do necessário para recomendar um tamanho.',
        'Da Loja: dados do catálogo (produtos, marcas, categorias, tamanhos, imagens e links), tabelas de medidas, dados de pedidos e devoluções e as configurações técnicas da integração.',
      ),
    },
    collection: {
      title: '5. Como os dados são coletados',
      body: paragraphs(
        'Os dados são coletados quando o usuário entra e trabalha no painel; quando o cliente preenche o provador virtual no site da Loja; quando a Loja envia seu catálogo por feed, integração com plataforma, envio de arquivo ou API; e quando o site da Loja informa pedidos e devoluções por meio da integração instalada.',
        'Cookies técnicos e tecnologias semelhantes são usados para manter a sessão ativa, lembrar preferências como idioma e unidade de medida e garantir a segurança. No site da Loja, o provador pode guardar um identificador no navegador do cliente para lembrar as medidas já informadas, evitando que precisem ser digitadas novamente.',
      ),
    },
    sharing: {
      title: '6. Compartilhamento',
      body: paragraphs(
        'O Provador não vende dados pessoais. Os dados são compartilhados apenas com a Loja a que se referem, que responde por eles perante seus clientes; com prestadores de serviço que apoiam a operação do Provador (como hospedagem, envio de e-mails e monitoramento de erros), obrigados a confidencialidade e à proteção de dados; e com autoridades públicas, quando exigido por lei ou ordem judicial.',
        'Dados agregados e anonimizados, que não identificam pessoas nem lojas, podem ser usados para aprimorar as tabelas de medidas e os modelos de recomendação oferecidos a todos os clientes.',
      ),
    },
    protection: {
      title: '7. Proteção dos dados',
      body: paragraphs(
        'O Provador adota medidas técnicas e organizacionais para proteger os dados, entre elas conexões criptografadas (HTTPS), senhas guardadas apenas como resumos criptográficos, sessões que expiram após um período de inatividade, limite de tentativas de acesso, separação dos dados de cada loja e acesso restrito a pessoas autorizadas.',
        'Os dados são mantidos apenas pelo tempo necessário às finalidades aqui descritas ou ao cumprimento de obrigações legais e, depois, são excluídos ou anonimizados. Se um incidente de segurança puder causar risco ou dano relevante, a Loja afetada e, quando for o caso, a autoridade competente serão comunicadas em prazo razoável.',
        'Os titulares podem solicitar a confirmação do tratamento, o acesso, a correção, a anonimização, a portabilidade ou a exclusão de seus dados, nos termos da lei aplicável (como a LGPD e o GDPR europeu). Pedidos sobre dados de clientes da Loja são atendidos em conjunto com a Loja responsável por eles.',
      ),
    },
    contact: {
      title: '8. Contato',
      body: paragraphs(
        'Dúvidas sobre estes Termos de Uso e esta Política de Privacidade, pedidos de exercício de direitos sobre dados pessoais e avisos de problemas de segurança podem ser enviados para %{email}. As respostas são dadas nos prazos previstos na lei aplicável.',
        'Ao marcar a caixa de aceite e clicar em Aceitar, você declara que leu, compreendeu e concorda com esta Política de Privacidade e estes Termos de Uso.',
      ),
    },
  },
};

export const ptBR = termsTree(ptBRDocument);

const enDocument: TermsDocument = {
  heading: 'Provador Privacy Policy and Terms of Use',
  intro:
    'These terms govern the use of the Provador back office by online fashion stores (the "Store") and by the users the Store authorises, and explain how Provador handles personal data. By accepting them you declare that you have read and understood them and that you are authorised to accept them on behalf of the Store.',
  sections: {
    overview: {
      title: '1. Overview',
      body: paragraphs(
        "Provador is a size-recommendation service for clothing and footwear retailers. It offers a virtual fitting room and size charts that help the Store's shoppers choose the right size, reducing returns and increasing conversion. This back office is where the Store manages its products, brands, categories, measurement tables, orders, returns, reports and settings.",
        'This document brings together the Terms of Use, which set the rules for using the back office and the services, and the Privacy Policy, which describes which personal data are processed, for what purposes and with which safeguards. Provador may update this document; relevant changes are announced in the back office and a new acceptance may be requested.',
      ),
    },
    services: {
      title: '2. Services',
      body: paragraphs(
        "Provador provides the Store with a virtual fitting room that recommends a size from the body measurements and preferences informed by the shopper; size charts displayed on product pages; tools to import the product catalogue and keep it up to date from the Store's feed or platform; order and return tracking to measure the effect of the recommendations; and reports about usage and results.",
        'Recommendations are estimates computed from the measurement tables registered by the Store or supplied by Provador. Their accuracy depends on the quality of those tables and of the data informed by shoppers, so Provador does not guarantee that a recommended size will fit every person. The services are provided according to the plan contracted by the Store and may evolve: new features may be added and obsolete ones removed after notice.',
      ),
    },
    obligations: {
      title: '3. Obligations of the user and of the Store',
      body: paragraphs(
        "The user undertakes to keep their e-mail and password personal and secret, never sharing access with third parties; to use the back office only for the Store's legitimate activities; to register true and up-to-date information about products, brands and measurement tables; and to comply with the applicable laws, including consumer protection and personal data protection laws.",
        'It is forbidden to try to access data of other stores, to bypass security measures, to overload the service with automated requests, to copy or resell the service or its content, and to insert unlawful or offensive material or material that infringes the rights of third parties. Breaking these rules may lead to suspension or cancellation of access, without prejudice to other measures.',
        "The Store is responsible for the users it authorises and for the lawfulness of the data it sends to Provador, including having an appropriate legal basis to share its customers' data for the purpose of size recommendation.",
      ),
    },
    dataCollected: {
      title: '4. Data collected',
      body: paragraphs(
        'From back-office users: name, e-mail, password (stored only in encrypted form), the stores they belong to, their role, their language preference and access records (date, time and IP address) kept for security purposes.',
        "From the Store's shoppers who use the virtual fitting room: the body measurements and characteristics they inform (such as height, weight, age group, body shape and fit preference), the products viewed, the size recommended and the identifiers of orders and returns needed to evaluate the recommendations. Provador does not ask shoppers for identity documents, payment data or any sensitive data beyond what is needed to recommend a size.",
        'From the Store: catalogue data (products, brands, categories, sizes, images and links), measurement tables, order and return data and the technical settings of the integration.',
      ),
    },
    collection: {
      title: '5. How the data are collected',
      body: paragraphs(
        "Data are collected when the user signs in and works in the back office; when the shopper fills in the virtual fitting room on the Store's website; when the Store sends its catalogue through a feed, a platform integration, a file upload or the API; and when the Store's website reports orders and returns through the installed integration.",
        "Technical cookies and similar technologies are used to keep the session signed in, to remember preferences such as language and units of measure, and to ensure security. On the Store's website, the fitting room may keep an identifier in the shopper's browser to remember the measurements already informed, so that they need not be typed again.",
      ),
    },
    sharing: {
      title: '6. Sharing',
      body: paragraphs(
        "Provador does not sell personal data. Data are shared only with the Store to which they refer, which is responsible for them before its customers; with service providers that support Provador's operation (such as hosting, e-mail delivery and error monitoring), bound by confidentiality and data protection obligations; and with public authorities, when required by law or by court order.",
        'Aggregated and anonymised data, which identify neither people nor stores, may be used to improve the measurement tables and the recommendation models offered to all customers.',
      ),
    },
    protection: {
      title: '7. Data protection',
      body: paragraphs(
        "Provador adopts technical and organisational measures to protect the data, including encrypted connections (HTTPS), passwords stored only as cryptographic hashes, sessions that expire after a period of inactivity, limits on sign-in attempts, separation of each store's data and access restricted to authorised personnel.",
        'Data are kept only for as long as needed for the purposes described here or to comply with legal obligations, and are then deleted or anonymised. Should a security incident cause relevant risk or damage, the affected Store and, when applicable, the competent authority will be informed within a reasonable time.',
        "Data subjects may request confirmation of the processing, access, correction, anonymisation, portability or deletion of their data, as provided by the applicable law (such as the Brazilian LGPD and the European GDPR). Requests concerning shoppers' data are handled together with the Store responsible for them.",
      ),
    },
    contact: {
      title: '8. Contact',
      body: paragraphs(
        'Questions about these Terms of Use and this Privacy Policy, requests to exercise rights over personal data and reports of security problems can be sent to %{email}. Answers are given within the time limits set by the applicable law.',
        'By checking the acceptance box and clicking Accept, you declare that you have read, understood and agree with this Privacy Policy and these Terms of Use.',
      ),
    },
  },
};

export const en = termsTree(enDocument);

const esDocument: TermsDocument = {
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

export const es = termsTree(esDocument);

const frDocument: TermsDocument = {
  heading: "Politique de confidentialité et conditions d'utilisation de Provador",
  intro:
    "Les présentes conditions régissent l'utilisation de l'espace de gestion Provador par les boutiques de mode en ligne (la « Boutique ») et par les utilisateurs qu'elles autorisent, et expliquent comment Provador traite les données personnelles. En les acceptant, vous déclarez les avoir lues et comprises et être habilité à les accepter au nom de la Boutique.",
  sections: {
    overview: {
      title: '1. Présentation',
      body: paragraphs(
        "Provador est un service de recommandation de tailles destiné aux commerçants de vêtements et de chaussures. Il propose une cabine d'essayage virtuelle et des guides des tailles qui aident les clients de la Boutique à choisir la bonne taille, ce qui réduit les échanges et les retours et augmente la conversion. Dans cet espace, la Boutique gère ses produits, marques, catégories, guides des tailles, commandes, retours, rapports et paramètres.",
        "Ce document réunit les conditions d'utilisation, qui fixent les règles d'usage de l'espace de gestion et des services, et la politique de confidentialité, qui décrit quelles données personnelles sont traitées, à quelles fins et avec quelles garanties. Provador peut mettre ce document à jour ; les changements importants sont annoncés dans l'espace de gestion et une nouvelle acceptation peut être demandée.",
      ),
    },
    services: {
      title: '2. Services',
      body: paragraphs(
        "Provador fournit à la Boutique une cabine d'essayage virtuelle qui recommande une taille à partir des mensurations et des préférences indiquées par le client ; des guides des tailles affichés sur les fiches produit ; des outils pour importer le catalogue et le tenir à jour à partir du flux ou de la plateforme de la Boutique ; un suivi des commandes et des retours pour mesurer l'effet des recommandations ; ainsi que des rapports d'utilisation et de résultats.",
        "Les recommandations sont des estimations calculées à partir des guides des tailles enregistrés par la Boutique ou fournis par Provador. Leur précision dépend de la qualité de ces guides et des données indiquées par les clients ; Provador ne garantit donc pas que la taille recommandée convienne à chaque personne. Les services sont fournis selon l'offre souscrite par la Boutique et peuvent évoluer : de nouvelles fonctions peuvent être ajoutées et les fonctions obsolètes retirées après préavis.",
      ),
    },
    obligations: {
      title: "3. Obligations de l'utilisateur et de la Boutique",
      body: paragraphs(
        "L'utilisateur s'engage à garder son adresse e-mail et son mot de passe personnels et confidentiels, sans jamais partager son accès avec des tiers ; à n'utiliser l'espace de gestion que pour les activités légitimes de la Boutique ; à enregistrer des informations exactes et à jour sur les produits, les marques et les guides des tailles ; et à respecter les lois applicables, notamment en matière de protection des consommateurs et des données personnelles.",
        "Il est interdit de tenter d'accéder aux données d'autres boutiques, de contourner les mesures de sécurité, de surcharger le service par des requêtes automatisées, de copier ou de revendre le service ou son contenu et d'y introduire des contenus illicites, offensants ou portant atteinte aux droits de tiers. Le non-respect de ces règles peut entraîner la suspension ou la résiliation de l'accès, sans préjudice d'autres mesures.",
        "La Boutique est responsable des utilisateurs qu'elle autorise et de la licéité des données qu'elle transmet à Provador, y compris de disposer d'une base légale appropriée pour partager les données de ses clients aux fins de recommandation de tailles.",
      ),
    },
    dataCollected: {
      title: '4. Données collectées',
      body: paragraphs(
        "Des utilisateurs de l'espace de gestion : nom, adresse e-mail, mot de passe (conservé uniquement sous forme chiffrée), boutiques auxquelles ils appartiennent, rôle, langue préférée et journaux d'accès (date, heure et adresse IP) conservés à des fins de sécurité.",
        "Des clients de la Boutique qui utilisent la cabine d'essayage virtuelle : les mensurations et caractéristiques physiques qu'ils indiquent (telles que la taille, le poids, la tranche d'âge, la morphologie et la préférence de coupe), les produits consultés, la taille recommandée et les identifiants de commandes et de retours nécessaires pour évaluer les recommandations. Provador ne demande aux clients ni pièce d'identité, ni données de paiement, ni données sensibles au-delà de ce qui est nécessaire pour recommander une taille.",
        "De la Boutique : les données du catalogue (produits, marques, catégories, tailles, images et liens), les guides des tailles, les données de commandes et de retours et les paramètres techniques de l'intégration.",
      ),
    },
    collection: {
      title: '5. Mode de collecte',
      body: paragraphs(
        "Les données sont collectées lorsque l'utilisateur se connecte et travaille dans l'espace de gestion ; lorsque le client remplit la cabine d'essayage virtuelle sur le site de la Boutique ; lorsque la Boutique transmet son catalogue par flux, intégration de plateforme, envoi de fichier ou API ; et lorsque le site de la Boutique signale les commandes et les retours au moyen de l'intégration installée.",
        "Des cookies techniques et technologies similaires servent à maintenir la session ouverte, à mémoriser des préférences comme la langue et l'unité de mesure et à assurer la sécurité. Sur le site de la Boutique, la cabine peut conserver un identifiant dans le navigateur du client pour se souvenir des mensurations déjà indiquées, afin qu'il n'ait pas à les saisir de nouveau.",
      ),
    },
    sharing: {
      title: '6. Partage des données',
      body: paragraphs(
        "Provador ne vend pas de données personnelles. Les données ne sont partagées qu'avec la Boutique à laquelle elles se rapportent, qui en répond auprès de ses clients ; avec les prestataires qui soutiennent le fonctionnement de Provador (hébergement, envoi d'e-mails, surveillance des erreurs, par exemple), tenus à des obligations de confidentialité et de protection des données ; et avec les autorités publiques, lorsque la loi ou une décision de justice l'exige.",
        "Des données agrégées et anonymisées, qui n'identifient ni personnes ni boutiques, peuvent être utilisées pour améliorer les guides des tailles et les modèles de recommandation proposés à l'ensemble des clients.",
      ),
    },
    protection: {
      title: '7. Protection des données',
      body: paragraphs(
        "Provador met en œuvre des mesures techniques et organisationnelles pour protéger les données, notamment des connexions chiffrées (HTTPS), des mots de passe conservés uniquement sous forme d'empreintes cryptographiques, des sessions qui expirent après une période d'inactivité, une limitation des tentatives de connexion, la séparation des données de chaque boutique et un accès réservé au personnel autorisé.",
        "Les données ne sont conservées que le temps nécessaire aux finalités décrites ici ou au respect d'obligations légales, puis elles sont supprimées ou anonymisées. Si un incident de sécurité est susceptible d'entraîner un risque ou un dommage important, la Boutique concernée et, le cas échéant, l'autorité compétente en sont informées dans un délai raisonnable.",
        "Les personnes concernées peuvent demander la confirmation du traitement, l'accès, la rectification, l'anonymisation, la portabilité ou l'effacement de leurs données, conformément à la loi applicable (comme la LGPD brésilienne et le RGPD européen). Les demandes portant sur les données des clients d'une Boutique sont traitées avec la Boutique qui en est responsable.",
      ),
    },
    contact: {
      title: '8. Contact',
      body: paragraphs(
        "Les questions sur les présentes conditions d'utilisation et cette politique de confidentialité, les demandes d'exercice de droits sur les données personnelles et les signalements de problèmes de sécurité peuvent être adressés à %{email}. Les réponses sont apportées dans les délais prévus par la loi applicable.",
        "En cochant la case d'acceptation et en cliquant sur Accepter, vous déclarez avoir lu et compris la présente politique de confidentialité et les présentes conditions d'utilisation, et les accepter.",
      ),
    },
  },
};

export const fr = termsTree(frDocument);
