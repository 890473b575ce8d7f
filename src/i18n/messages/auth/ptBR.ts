/** Login screen, session failures and the terms dialog; Portuguese wording of the spec kept as is. */
export const ptBR = {
  app: {
    login: {
      subtitle: 'Acesse o painel da sua loja',
      email: 'E-mail',
      password: 'Senha',
      submit: 'Entrar',
      emailRequired: 'Informe um e-mail.',
      passwordRequired: 'Informe uma senha.',
      forgotPassword: 'Esqueceu a senha?',
      forgotPasswordHelp: 'Para redefinir sua senha, escreva para %{email}.',
      language: 'Idioma',
    },
    auth: {
      failed: 'E-mail ou senha incorretos',
      logoutFailed: 'Não foi possível sair nos servidores do Provador.',
      switchFailed: 'Não foi possível atualizar a loja nos servidores do Provador.',
      cookieFailed: 'Não foi possível guardar o cookie de autenticação. Habilite os cookies e tente novamente.',
    },
    terms: {
      title: 'Política de Privacidade e Termos de Uso',
      textLabel: 'Texto da Política de Privacidade e dos Termos de Uso',
      scrollHint: 'Leia o texto até o final para poder aceitar.',
      checkbox: 'Li e aceito a Política de Privacidade e os Termos de Uso',
      accept: 'Aceitar',
      decline: 'Recusar',
      accepted: 'Termos aceitos! Agora entre com seu e-mail e senha.',
      mustAccept: 'Aceite os Termos de Uso e Privacidade e tente novamente',
    },
  },
};

export type AuthTexts = typeof ptBR;
