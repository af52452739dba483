/** The audit log screen's texts, in the console's six languages. */

export const en = {
  resources: {
    'audit-log': {
      name: 'Audit entry |||| Audit log',
      fields: {
        at: 'When',
        actorKind: 'Actor',
        staffName: 'Staff member',
        staffId: 'Staff member id',
        action: 'Action',
        subjectType: 'Subject type',
        subjectId: 'Subject id',
        requestId: 'Request',
        before: 'Before',
        after: 'After',
        from: 'From',
        to: 'Until',
      },
    },
  },
  ops: {
    'audit-log': {
      actors: {
        staff: 'Staff',
        assisted: 'Assisted session',
        system: 'System',
      },
    },
  },
};

export const fr: typeof en = {
  resources: {
    'audit-log': {
      name: 'Entrée du journal |||| Journal d’audit',
      fields: {
        at: 'Quand',
        actorKind: 'Acteur',
        staffName: 'Membre du personnel',
        staffId: 'Identifiant du membre',
        action: 'Opération',
        subjectType: 'Type d’objet',
        subjectId: 'Identifiant de l’objet',
        requestId: 'Requête',
        before: 'Avant',
        after: 'Après',
        from: 'Du',
        to: 'Au',
      },
    },
  },
  ops: {
    'audit-log': {
      actors: {
        staff: 'Personnel',
        assisted: 'Session assistée',
        system: 'Système',
      },
    },
  },
};

export const nl: typeof en = {
  resources: {
    'audit-log': {
      name: 'Auditregel |||| Auditlog',
      fields: {
        at: 'Wanneer',
        actorKind: 'Uitvoerder',
        staffName: 'Medewerker',
        staffId: 'Medewerker-id',
        action: 'Handeling',
        subjectType: 'Soort onderwerp',
        subjectId: 'Onderwerp-id',
        requestId: 'Verzoek',
        before: 'Voor',
        after: 'Na',
        from: 'Vanaf',
        to: 'Tot',
      },
    },
  },
  ops: {
    'audit-log': {
      actors: {
        staff: 'Medewerker',
        assisted: 'Begeleide sessie',
        system: 'Systeem',
      },
    },
  },
};

export const es: typeof en = {
  resources: {
    'audit-log': {
      name: 'Entrada de auditoría |||| Registro de auditoría',
      fields: {
        at: 'Cuándo',
        actorKind: 'Autor',
        staffName: 'Empleado',
        staffId: 'Id. del empleado',
        action: 'Acción',
        subjectType: 'Tipo de objeto',
        subjectId: 'Id. del objeto',
        requestId: 'Solicitud',
        before: 'Antes',
        after: 'Después',
        from: 'Desde',
        to: 'Hasta',
      },
    },
  },
  ops: {
    'audit-log': {
      actors: {
        staff: 'Personal',
        assisted: 'Sesión asistida',
        system: 'Sistema',
      },
    },
  },
};

export const ja: typeof en = {
  resources: {
    'audit-log': {
      name: '監査記録 |||| 監査ログ',
      fields: {
        at: '日時',
        actorKind: '実行者',
        staffName: 'スタッフ',
        staffId: 'スタッフID',
        action: '操作',
        subjectType: '対象の種類',
        subjectId: '対象ID',
        requestId: 'リクエスト',
        before: '変更前',
        after: '変更後',
        from: '開始日',
        to: '終了日',
      },
    },
  },
  ops: {
    'audit-log': {
      actors: {
        staff: 'スタッフ',
        assisted: '代理操作',
        system: 'システム',
      },
    },
  },
};

export const zh: typeof en = {
  resources: {
    'audit-log': {
      name: '审计记录 |||| 审计日志',
      fields: {
        at: '时间',
        actorKind: '执行者',
        staffName: '员工',
        staffId: '员工 ID',
        action: '操作',
        subjectType: '对象类型',
        subjectId: '对象 ID',
        requestId: '请求',
        before: '之前',
        after: '之后',
        from: '起始',
        to: '截止',
      },
    },
  },
  ops: {
    'audit-log': {
      actors: {
        staff: '员工',
        assisted: '代客会话',
        system: '系统',
      },
    },
  },
};
