export const fetchRate = async () => 1.5;
