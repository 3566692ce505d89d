-- The directory's capped total for a city without a class ("Mathematics in Lalitpur"): with the city
-- as the leading column the count reads that city's entries only; tuitions_listed_count_idx (0007,
-- class first) made it read every band's entries to find the city's (100k offers, 30 % listed: 337
-- index pages and 1.8-2.5 ms -> 63 pages and 0.8 ms; docs/performance.md "Search at 100k").
CREATE INDEX "tuitions_listed_city_count_idx" ON "tuitions" USING btree ("teacher_city_key","for_class","teacher_level","subject_keys") WHERE status = 'Completed';