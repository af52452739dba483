/** The qualification reviews' texts, in the console's six languages. */

export const en = {
  resources: {
    qualifications: {
      name: 'Qualification |||| Qualifications',
      fields: {
        submittedAt: 'Submitted',
        customerName: 'Customer',
        email: 'Email',
        siteId: 'Store',
        type: 'Evidence',
        level: 'Level',
        status: 'Status',
        expiresOn: 'Expires',
      },
    },
  },
  ops: {
    qualifications: {
      statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', expired: 'Expired' },
      types: {
        degree: 'Degree',
        certification: 'Certification',
        'accredited-institution': 'Accredited institution',
        organisation: 'Organisation',
      },
      decision: 'Decision',
      document: 'Open the document (%{name})',
      reviewerNote: 'Reviewer’s note: %{note}',
      approve: 'Approve',
      reject: 'Reject',
      level: 'Level of the store’s scheme',
      expiresOn: 'Valid until',
      note: 'Note (optional)',
      reason: 'Reason',
      reasonHelp: 'The customer reads this reason.',
      approved: 'The qualification is approved; the customer is emailed.',
      rejected: 'The qualification is rejected; the customer is emailed.',
    },
  },
};

export const fr: typeof en = {
  resources: {
    qualifications: {
      name: 'Qualification |||| Qualifications',
      fields: {
        submittedAt: 'Soumise le',
        customerName: 'Client',
        email: 'Courriel',
        siteId: 'Boutique',
        type: 'Justificatif',
        level: 'Niveau',
        status: 'État',
        expiresOn: 'Expire le',
      },
    },
  },
  ops: {
    qualifications: {
      statuses: { pending: 'En attente', approved: 'Approuvée', rejected: 'Refusée', expired: 'Expirée' },
      types: {
        degree: 'Diplôme',
        certification: 'Certification',
        'accredited-institution': 'Établissement agréé',
        organisation: 'Organisme',
      },
      decision: 'Décision',
      document: 'Ouvrir le document (%{name})',
      reviewerNote: 'Note de l’examinateur : %{note}',
      approve: 'Approuver',
      reject: 'Refuser',
      level: 'Niveau du barème de la boutique',
      expiresOn: 'Valable jusqu’au',
      note: 'Note (facultative)',
      reason: 'Motif',
      reasonHelp: 'Le client lit ce motif.',
      approved: 'La qualification est approuvée ; le client en est informé par courriel.',
      rejected: 'La qualification est refusée ; le client en est informé par courriel.',
    },
  },
};

export const nl: typeof en = {
  resources: {
    qualifications: {
      name: 'Kwalificatie |||| Kwalificaties',
      fields: {
        submittedAt: 'Ingediend',
        customerName: 'Klant',
        email: 'E-mail',
        siteId: 'Winkel',
        type: 'Bewijs',
        level: 'Niveau',
        status: 'Staat',
        expiresOn: 'Verloopt',
      },
    },
  },
  ops: {
    qualifications: {
      statuses: {
        pending: 'In behandeling',
        approved: 'Goedgekeurd',
        rejected: 'Afgewezen',
        expired: 'Verlopen',
      },
      types: {
        degree: 'Diploma',
        certification: 'Certificering',
        'accredited-institution': 'Erkende instelling',
        organisation: 'Organisatie',
      },
      decision: 'Besluit',
      document: 'Het document openen (%{name})',
      reviewerNote: 'Notitie van de beoordelaar: %{note}',
      approve: 'Goedkeuren',
      reject: 'Afwijzen',
      level: 'Niveau in het schema van de winkel',
      expiresOn: 'Geldig tot',
      note: 'Notitie (optioneel)',
      reason: 'Reden',
      reasonHelp: 'De klant leest deze reden.',
      approved: 'De kwalificatie is goedgekeurd; de klant krijgt een e-mail.',
      rejected: 'De kwalificatie is afgewezen; de klant krijgt een e-mail.',
    },
  },
};

export const es: typeof en = {
  resources: {
    qualifications: {
      name: 'Cualificación |||| Cualificaciones',
      fields: {
        submittedAt: 'Enviada',
        customerName: 'Cliente',
        email: 'Correo electrónico',
        siteId: 'Tienda',
        type: 'Justificante',
        level: 'Nivel',
        status: 'Estado',
        expiresOn: 'Caduca',
      },
    },
  },
  ops: {
    qualifications: {
      statuses: { pending: 'Pendiente', approved: 'Aprobada', rejected: 'Rechazada', expired: 'Caducada' },
      types: {
        degree: 'Título',
        certification: 'Certificación',
        'accredited-institution': 'Institución acreditada',
        organisation: 'Organización',
      },
      decision: 'Decisión',
      document: 'Abrir el documento (%{name})',
      reviewerNote: 'Nota del revisor: %{note}',
      approve: 'Aprobar',
      reject: 'Rechazar',
      level: 'Nivel del esquema de la tienda',
      expiresOn: 'Válida hasta',
      note: 'Nota (opcional)',
      reason: 'Motivo',
      reasonHelp: 'El cliente lee este motivo.',
      approved: 'La cualificación está aprobada; el cliente recibe un correo.',
      rejected: 'La cualificación está rechazada; el cliente recibe un correo.',
    },
  },
};

export const ja: typeof en = {
  resources: {
    qualifications: {
      name: '資格 |||| 資格',
      fields: {
        submittedAt: '提出日',
        customerName: '顧客',
        email: 'メールアドレス',
        siteId: 'ストア',
        type: '証明書類',
        level: 'レベル',
        status: '状態',
        expiresOn: '有効期限',
      },
    },
  },
  ops: {
    qualifications: {
      statuses: { pending: '審査待ち', approved: '承認済み', rejected: '却下', expired: '期限切れ' },
      types: {
        degree: '学位',
        certification: '資格認定',
        'accredited-institution': '認定機関',
        organisation: '団体',
      },
      decision: '判定',
      document: '書類を開く（%{name}）',
      reviewerNote: '審査担当者のメモ：%{note}',
      approve: '承認',
      reject: '却下',
      level: 'ストアの基準のレベル',
      expiresOn: '有効期限',
      note: 'メモ（任意）',
      reason: '理由',
      reasonHelp: 'この理由は顧客に表示されます。',
      approved: '資格を承認しました。顧客にメールで通知します。',
      rejected: '資格を却下しました。顧客にメールで通知します。',
    },
  },
};

export const zh: typeof en = {
  resources: {
    qualifications: {
      name: '资质 |||| 资质',
      fields: {
        submittedAt: '提交时间',
        customerName: '客户',
        email: '电子邮箱',
        siteId: '商店',
        type: '证明材料',
        level: '级别',
        status: '状态',
        expiresOn: '到期日',
      },
    },
  },
  ops: {
    qualifications: {
      statuses: { pending: '待审核', approved: '已批准', rejected: '已拒绝', expired: '已过期' },
      types: {
        degree: '学位',
        certification: '资格证书',
        'accredited-institution': '认可机构',
        organisation: '组织',
      },
      decision: '决定',
      document: '打开文件（%{name}）',
      reviewerNote: '审核人备注：%{note}',
      approve: '批准',
      reject: '拒绝',
      level: '商店标准中的级别',
      expiresOn: '有效期至',
      note: '备注（可选）',
      reason: '原因',
      reasonHelp: '客户会看到此原因。',
      approved: '资质已批准，已通过电子邮件通知客户。',
      rejected: '资质已拒绝，已通过电子邮件通知客户。',
    },
  },
};
