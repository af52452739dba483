/** The mail outbox screens' texts, in the console's six languages. */

export const en = {
  resources: {
    mail: {
      name: 'Mail |||| Mail',
      fields: {
        createdAt: 'Queued',
        recipient: 'Recipient',
        subject: 'Subject',
        template: 'Template',
        locale: 'Language',
        attempts: 'Attempts',
        lastError: 'Last error',
        sentAt: 'Sent',
        nextAttemptAt: 'Next attempt',
        text: 'Text',
      },
    },
  },
  ops: {
    mail: {
      statuses: {
        pending: 'Waiting',
        sent: 'Sent',
        failed: 'Failed',
      },
      retry: 'Send now',
      retried: 'The message is sent at once.',
      noText: 'The text is not kept when mail goes out over SMTP.',
    },
  },
};

export const fr: typeof en = {
  resources: {
    mail: {
      name: 'Courriel |||| Courriels',
      fields: {
        createdAt: 'Mis en file',
        recipient: 'Destinataire',
        subject: 'Objet',
        template: 'Modèle',
        locale: 'Langue',
        attempts: 'Tentatives',
        lastError: 'Dernière erreur',
        sentAt: 'Envoyé',
        nextAttemptAt: 'Prochaine tentative',
        text: 'Texte',
      },
    },
  },
  ops: {
    mail: {
      statuses: {
        pending: 'En attente',
        sent: 'Envoyé',
        failed: 'Échec',
      },
      retry: 'Envoyer maintenant',
      retried: 'Le message part tout de suite.',
      noText: 'Le texte n’est pas conservé quand le courrier part par SMTP.',
    },
  },
};

export const nl: typeof en = {
  resources: {
    mail: {
      name: 'E-mail |||| E-mails',
      fields: {
        createdAt: 'In de wachtrij',
        recipient: 'Ontvanger',
        subject: 'Onderwerp',
        template: 'Sjabloon',
        locale: 'Taal',
        attempts: 'Pogingen',
        lastError: 'Laatste fout',
        sentAt: 'Verzonden',
        nextAttemptAt: 'Volgende poging',
        text: 'Tekst',
      },
    },
  },
  ops: {
    mail: {
      statuses: {
        pending: 'Wachtend',
        sent: 'Verzonden',
        failed: 'Mislukt',
      },
      retry: 'Nu versturen',
      retried: 'Het bericht wordt meteen verstuurd.',
      noText: 'De tekst wordt niet bewaard wanneer mail via SMTP gaat.',
    },
  },
};

export const es: typeof en = {
  resources: {
    mail: {
      name: 'Correo |||| Correos',
      fields: {
        createdAt: 'En cola',
        recipient: 'Destinatario',
        subject: 'Asunto',
        template: 'Plantilla',
        locale: 'Idioma',
        attempts: 'Intentos',
        lastError: 'Último error',
        sentAt: 'Enviado',
        nextAttemptAt: 'Próximo intento',
        text: 'Texto',
      },
    },
  },
  ops: {
    mail: {
      statuses: {
        pending: 'En espera',
        sent: 'Enviado',
        failed: 'Fallido',
      },
      retry: 'Enviar ahora',
      retried: 'El mensaje se envía enseguida.',
      noText: 'El texto no se guarda cuando el correo sale por SMTP.',
    },
  },
};

export const ja: typeof en = {
  resources: {
    mail: {
      name: 'メール |||| メール',
      fields: {
        createdAt: '登録日時',
        recipient: '宛先',
        subject: '件名',
        template: 'テンプレート',
        locale: '言語',
        attempts: '試行回数',
        lastError: '最後のエラー',
        sentAt: '送信日時',
        nextAttemptAt: '次回の試行',
        text: '本文',
      },
    },
  },
  ops: {
    mail: {
      statuses: {
        pending: '送信待ち',
        sent: '送信済み',
        failed: '失敗',
      },
      retry: '今すぐ送信',
      retried: 'メッセージをすぐに送信します。',
      noText: 'SMTP で送信する場合、本文は保存されません。',
    },
  },
};

export const zh: typeof en = {
  resources: {
    mail: {
      name: '邮件 |||| 邮件',
      fields: {
        createdAt: '入队时间',
        recipient: '收件人',
        subject: '主题',
        template: '模板',
        locale: '语言',
        attempts: '尝试次数',
        lastError: '最近错误',
        sentAt: '发送时间',
        nextAttemptAt: '下次尝试',
        text: '正文',
      },
    },
  },
  ops: {
    mail: {
      statuses: {
        pending: '等待中',
        sent: '已发送',
        failed: '失败',
      },
      retry: '立即发送',
      retried: '邮件将立即发送。',
      noText: '通过 SMTP 发送时不保留正文。',
    },
  },
};
