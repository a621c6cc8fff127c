/**
 * The lists a memorial's tributes are read by, as the API names them (`deleted` lists the hidden
 * ones): the contract's list filter (ContributionFilter) and the queue's tabs and address are
 * made from it. Apart from the contract's schemas, so the renderer's routes load none.
 */
export const TRIBUTE_LISTS = ['pending', 'approved', 'rejected', 'deleted'] as const;
