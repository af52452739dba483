/** The tax exemption reviews' texts, in the console's six languages. */

export const en = {
  resources: {
    'orders/reviews': {
      name: 'Tax exemption |||| Tax exemptions',
      fields: {
        id: 'Order',
        order: {
          placedAt: 'Placed',
          siteId: 'Store',
          email: 'Customer email',
          total: 'Total',
        },
        taxExemption: {
          certificate: 'Certificate',
          jurisdiction: 'Issued by',
          expiresOn: 'Certificate expires',
        },
      },
    },
  },
  ops: {
    'orders-reviews': {
      decision: 'Decision',
      accept: 'Accept',
      reject: 'Reject',
      note: 'Note (optional)',
      rejectHelp: 'The order is cancelled and a card payment refunded.',
      accepted: 'The certificate is accepted; the order goes on.',
      rejected: 'The certificate is rejected; the order is cancelled.',
    },
  },
};

export const fr: typeof en = {
  resources: {
    'orders/reviews': {
      name: 'Exonération de taxe |||| Exonérations de taxe',
      fields: {
        id: 'Commande',
        order: {
          placedAt: 'Passée le',
          siteId: 'Boutique',
          email: 'Courriel du client',
          total: 'Montant total',
        },
        taxExemption: {
          certificate: 'Certificat',
          jurisdiction: 'Délivré par',
          expiresOn: 'Expiration du certificat',
        },
      },
    },
  },
  ops: {
    'orders-reviews': {
      decision: 'Décision',
      accept: 'Accepter',
      reject: 'Refuser',
      note: 'Note (facultative)',
      rejectHelp: 'La commande est annulée et un paiement par carte remboursé.',
      accepted: 'Le certificat est accepté ; la commande suit son cours.',
      rejected: 'Le certificat est refusé ; la commande est annulée.',
    },
  },
};

export const nl: typeof en = {
  resources: {
    'orders/reviews': {
      name: 'Belastingvrijstelling |||| Belastingvrijstellingen',
      fields: {
        id: 'Bestelling',
        order: {
          placedAt: 'Geplaatst',
          siteId: 'Winkel',
          email: 'E-mail van de klant',
          total: 'Totaal',
        },
        taxExemption: {
          certificate: 'Certificaat',
          jurisdiction: 'Uitgegeven door',
          expiresOn: 'Certificaat verloopt',
        },
      },
    },
  },
  ops: {
    'orders-reviews': {
      decision: 'Besluit',
      accept: 'Aanvaarden',
      reject: 'Afwijzen',
      note: 'Notitie (optioneel)',
      rejectHelp: 'De bestelling wordt geannuleerd en een kaartbetaling terugbetaald.',
      accepted: 'Het certificaat is aanvaard; de bestelling gaat door.',
      rejected: 'Het certificaat is afgewezen; de bestelling is geannuleerd.',
    },
  },
};

export const es: typeof en = {
  resources: {
    'orders/reviews': {
      name: 'Exención fiscal |||| Exenciones fiscales',
      fields: {
        id: 'Pedido',
        order: {
          placedAt: 'Realizado',
          siteId: 'Tienda',
          email: 'Correo del cliente',
          total: 'Importe total',
        },
        taxExemption: {
          certificate: 'Certificado',
          jurisdiction: 'Emitido por',
          expiresOn: 'Caducidad del certificado',
        },
      },
    },
  },
  ops: {
    'orders-reviews': {
      decision: 'Decisión',
      accept: 'Aceptar',
      reject: 'Rechazar',
      note: 'Nota (opcional)',
      rejectHelp: 'El pedido se cancela y se reembolsa un pago con tarjeta.',
      accepted: 'El certificado está aceptado; el pedido sigue adelante.',
      rejected: 'El certificado está rechazado; el pedido se cancela.',
    },
  },
};

export const ja: typeof en = {
  resources: {
    'orders/reviews': {
      name: '免税 |||| 免税',
      fields: {
        id: '注文',
        order: {
          placedAt: '注文日',
          siteId: 'ストア',
          email: '顧客のメールアドレス',
          total: '合計',
        },
        taxExemption: {
          certificate: '証明書',
          jurisdiction: '発行元',
          expiresOn: '証明書の有効期限',
        },
      },
    },
  },
  ops: {
    'orders-reviews': {
      decision: '判定',
      accept: '承認',
      reject: '却下',
      note: 'メモ（任意）',
      rejectHelp: '注文はキャンセルされ、カード払いは返金されます。',
      accepted: '証明書を承認しました。注文は処理を続けます。',
      rejected: '証明書を却下しました。注文はキャンセルされます。',
    },
  },
};

export const zh: typeof en = {
  resources: {
    'orders/reviews': {
      name: '免税 |||| 免税',
      fields: {
        id: '订单',
        order: {
          placedAt: '下单时间',
          siteId: '商店',
          email: '客户电子邮箱',
          total: '总额',
        },
        taxExemption: {
          certificate: '证书',
          jurisdiction: '签发地',
          expiresOn: '证书到期日',
        },
      },
    },
  },
  ops: {
    'orders-reviews': {
      decision: '决定',
      accept: '接受',
      reject: '拒绝',
      note: '备注（可选）',
      rejectHelp: '订单将被取消，银行卡付款将退款。',
      accepted: '证书已接受，订单继续处理。',
      rejected: '证书已拒绝，订单已取消。',
    },
  },
};
