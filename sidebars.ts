import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  docsSidebar: [
    'WhatIsKatachi',
    'GettingStarted',
    {
      type: 'category',
      label: 'Features',
      collapsed: false,
      items: [
        'Features/BasicShapes',
        'Features/AnyOf',
        'Features/ShapeLibrary',
        'Features/Arrays',
        'Features/Hashes',
        'Features/CustomComparisons',
        'Features/Diagnostics',
      ],
    },
    {
      type: 'category',
      label: 'Integrations',
      collapsed: false,
      items: ['Integrations/MinitestIntegration', 'Integrations/RSpecIntegration'],
    },
    'FAQ',
  ],
  contributingSidebar: [
    'Contributing/index',
    'Contributing/CodeOfConduct',
    'Contributing/Philosophy',
    'Contributing/Inspiration',
    'Contributing/HashComparisonDesign',
    'Contributing/SECURITY',
  ],
};

export default sidebars;
