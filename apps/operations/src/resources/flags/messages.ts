/** The feature flags screen's texts, in the console's six languages. */

export const en = {
  resources: {
    flags: {
      name: 'Feature flag |||| Feature flags',
      fields: {
        id: 'Flag',
        type: 'Type',
        value: 'Value',
        defaultValue: 'Default',
        reason: 'Why',
      },
    },
  },
  ops: {
    flags: {
      change: 'Change',
      changed: 'The flag is changed; open pages follow within seconds.',
      invalidJson: 'Expects a JSON value.',
      jsonHelp: 'A JSON value of the flag’s type.',
    },
  },
};

export const fr: typeof en = {
  resources: {
    flags: {
      name: 'Option de fonctionnalité |||| Options de fonctionnalité',
      fields: {
        id: 'Option',
        type: 'Type de valeur',
        value: 'Valeur',
        defaultValue: 'Par défaut',
        reason: 'Motif',
      },
    },
  },
  ops: {
    flags: {
      change: 'Modifier',
      changed: 'L’option est modifiée ; les pages ouvertes suivent en quelques secondes.',
      invalidJson: 'Une valeur JSON est attendue.',
      jsonHelp: 'Une valeur JSON du type de l’option.',
    },
  },
};

export const nl: typeof en = {
  resources: {
    flags: {
      name: 'Functievlag |||| Functievlaggen',
      fields: {
        id: 'Vlag',
        type: 'Soort',
        value: 'Waarde',
        defaultValue: 'Standaard',
        reason: 'Reden',
      },
    },
  },
  ops: {
    flags: {
      change: 'Wijzigen',
      changed: 'De vlag is gewijzigd; open pagina’s volgen binnen enkele seconden.',
      invalidJson: 'Verwacht een JSON-waarde.',
      jsonHelp: 'Een JSON-waarde van het type van de vlag.',
    },
  },
};

export const es: typeof en = {
  resources: {
    flags: {
      name: 'Indicador de función |||| Indicadores de función',
      fields: {
        id: 'Indicador',
        type: 'Tipo',
        value: 'Valor',
        defaultValue: 'Predeterminado',
        reason: 'Motivo',
      },
    },
  },
  ops: {
    flags: {
      change: 'Cambiar',
      changed: 'El indicador está cambiado; las páginas abiertas lo siguen en segundos.',
      invalidJson: 'Se espera un valor JSON.',
      jsonHelp: 'Un valor JSON del tipo del indicador.',
    },
  },
};

export const ja: typeof en = {
  resources: {
    flags: {
      name: '機能フラグ |||| 機能フラグ',
      fields: {
        id: 'フラグ',
        type: '種類',
        value: '値',
        defaultValue: '既定値',
        reason: '理由',
      },
    },
  },
  ops: {
    flags: {
      change: '変更',
      changed: 'フラグを変更しました。開いているページにも数秒で反映されます。',
      invalidJson: 'JSON の値を入力してください。',
      jsonHelp: 'フラグの種類に合う JSON の値。',
    },
  },
};

export const zh: typeof en = {
  resources: {
    flags: {
      name: '功能开关 |||| 功能开关',
      fields: {
        id: '开关',
        type: '类型',
        value: '值',
        defaultValue: '默认值',
        reason: '原因',
      },
    },
  },
  ops: {
    flags: {
      change: '更改',
      changed: '开关已更改，已打开的页面会在几秒内更新。',
      invalidJson: '需要 JSON 值。',
      jsonHelp: '符合该开关类型的 JSON 值。',
    },
  },
};
