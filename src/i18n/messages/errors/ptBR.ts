import { ptBR as details } from './details/ptBR';
import type { ErrorsTexts } from './types';

/** Texts of the API's error codes and of its field details, named by code. */
export const ptBR: ErrorsTexts = {
  app: {
    errors: {
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
      ALREADY_RETURNED: 'Este item já foi devolvido.',
      ALREADY_ORGANIC: 'Esta tabela do provedor já é orgânica.',
      CONFIRMATION_REQUIRED: 'Digite a palavra de confirmação para excluir.',
      DATABASE_UNAVAILABLE: 'O banco de dados não está respondendo. Tente novamente em instantes.',
      NO_FEED_URL: 'A loja não tem link de XML para importar. Informe-o nas configurações de integração da loja.',
      QUEUE_ENTRY_NOT_WAITING:
        'Só uma importação aguardando pode ser movida ou removida; reinicie o GMerchant para parar uma em andamento.',
      IMPORT_RUNNING: 'Uma importação desta loja está em andamento. Tente novamente quando ela terminar.',
      GMERCHANT_ADMIN_ONLY: 'Apenas administradores podem reiniciar o GMerchant',
      ADMINISTRATOR_ONLY_SETTING: 'Apenas administradores podem alterar estas configurações.',
      STALE_VERSION: 'Erro! Atualize a página e tente novamente. Outra pessoa salvou enquanto isso.',
      TENANT_NOT_FOUND: 'Loja não encontrada',
      USER_NOT_FOUND: 'Nenhum usuário tem este e-mail. Crie o usuário primeiro e depois adicione-o à loja.',
      ALREADY_MEMBER: 'Este usuário já acessa esta loja.',
      STOREFRONT_KEY_CHANGED:
        'A chave da loja virtual foi alterada enquanto isso. Recarregue a página e tente novamente.',
      STORE_NOT_ACTIVE: 'O serviço desta loja não está ativo.',
      STORE_CLOSED: 'O acesso a esta loja está encerrado. Fale com o suporte.',
      FEATURE_NOT_ENABLED: 'Recurso não habilitado',
      LEARNING_OUTDATED: 'A tabela foi salva depois do aprendizado; aceite após o próximo aprendizado',
      STRONG_BRAND_LINKED: 'Esta marca do provedor não pode ser excluída enquanto estiver vinculada.',
      STRONG_CATEGORY_LINKED: 'Esta categoria do provedor não pode ser excluída enquanto estiver vinculada.',
      STRONG_SUBCATEGORY_LINKED: 'Uma subcategoria removida ainda está vinculada; ela não pode ser excluída.',
      details,
    },
  },
};
