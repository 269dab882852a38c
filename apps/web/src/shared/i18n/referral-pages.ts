/** Route titles of the referral programme (start-up texts: titles and breadcrumbs). */
export const referralPagesRu = {
  referralPages: {
    invite: 'Пригласить друга',
    accept: 'Приглашение друга',
    history: 'Использованные бонусы',
  },
};

export const referralPagesEn: typeof referralPagesRu = {
  referralPages: {
    invite: 'Invite a friend',
    accept: "A friend's invitation",
    history: 'Used bonuses',
  },
};
