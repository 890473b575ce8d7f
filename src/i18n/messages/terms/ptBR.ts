import { paragraphs, termsTree, type TermsDocument } from './document';

const document: TermsDocument = {
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

export const ptBR = termsTree(document);
