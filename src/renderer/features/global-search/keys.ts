export const globalSearchKeys = {
  all: ['globalSearch'] as const,
  search: (text: string) => ['globalSearch', text] as const,
};
