/// The London sample shown on a fresh install, before any fetch (docs/manual.md#weather):
/// Open-Meteo answers in the documented shape, the same as Tests/Fixtures/Weather's London
/// files. It is always labelled as a sample, never as a forecast.
enum WeatherSample {
    /// The forecast answer.
    static let forecast: String = [
        #"{"latitude":51.5085,"longitude":-0.1257,"generationtime_ms":0.0721,"utc_offset_seconds":0,"#,
        #""timezone":"Europe/London","timezone_abbreviation":"GMT","elevation":23.0,"current_units":"#,
        #"{"time":"unixtime","interval":"seconds","temperature_2m":"°C","relative_humidity_2m":"%",""#,
        #"apparent_temperature":"°C","is_day":"","weather_code":"wmo code","pressure_msl":"hPa","win"#,
        #"d_speed_10m":"m/s","wind_direction_10m":"°"},"current":{"time":1795500900,"interval":900,""#,
        #"temperature_2m":8.4,"relative_humidity_2m":81,"apparent_temperature":5.9,"is_day":1,"weath"#,
        #"er_code":3,"pressure_msl":1012.3,"wind_speed_10m":4.2,"wind_direction_10m":240},"hourly_un"#,
        #"its":{"time":"unixtime","temperature_2m":"°C","precipitation_probability":"%","weather_cod"#,
        #"e":"wmo code","is_day":""},"hourly":{"time":[1795500000,1795503600,1795507200,1795510800,1"#,
        #"795514400,1795518000,1795521600,1795525200,1795528800,1795532400,1795536000,1795539600,179"#,
        #"5543200,1795546800,1795550400,1795554000,1795557600,1795561200,1795564800,1795568400,17955"#,
        #"72000,1795575600,1795579200,1795582800,1795586400,1795590000,1795593600,1795597200,1795600"#,
        #"800,1795604400,1795608000,1795611600,1795615200,1795618800,1795622400,1795626000,179562960"#,
        #"0,1795633200,1795636800,1795640400,1795644000,1795647600,1795651200,1795654800,1795658400,"#,
        #"1795662000,1795665600,1795669200],"temperature_2m":[8.4,9.2,9.9,10.5,11.0,11.3,11.4,11.3,1"#,
        #"1.0,10.5,9.9,9.2,8.4,7.6,6.9,6.3,5.8,5.5,5.4,5.5,5.8,6.3,6.9,7.6,8.4,9.2,9.9,10.5,11.0,11."#,
        #"3,11.4,11.3,11.0,10.5,9.9,9.2,8.4,7.6,6.9,6.3,5.8,5.5,5.4,5.5,5.8,6.3,6.9,7.6],"precipitat"#,
        #"ion_probability":[0,7,14,21,28,35,42,49,56,63,70,77,84,91,98,5,12,19,26,33,40,47,54,61,68,"#,
        #"75,82,89,96,3,10,17,24,31,38,45,52,59,66,73,80,87,94,1,8,15,22,29],"weather_code":[0,1,2,3"#,
        #",45,51,61,63,80,95,71,3,0,1,2,3,45,51,61,63,80,95,71,3,0,1,2,3,45,51,61,63,80,95,71,3,0,1,"#,
        #"2,3,45,51,61,63,80,95,71,3],"is_day":[0,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,"#,
        #"1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0]},"daily_units":{"time":"unixtime","weather_co"#,
        #"de":"wmo code","temperature_2m_max":"°C","temperature_2m_min":"°C","precipitation_probabil"#,
        #"ity_max":"%","sunrise":"unixtime","sunset":"unixtime"},"daily":{"time":[1795478400,1795564"#,
        #"800,1795651200,1795737600,1795824000,1795910400,1795996800,1796083200],"weather_code":[0,1"#,
        #",2,3,45,51,61,63],"temperature_2m_max":[11.4,11.8,12.2,12.6,13.0,13.4,13.8,14.2],"temperat"#,
        #"ure_2m_min":[4.4,4.1,3.8,3.5,3.2,2.9,2.6,2.3],"precipitation_probability_max":[0,10,20,30,"#,
        #"40,50,60,70],"sunrise":[1795505100,1795591500,1795677900,1795764300,1795850700,1795937100,"#,
        #"1796023500,1796109900],"sunset":[1795536300,1795622700,1795709100,1795795500,1795881900,17"#,
        #"95968300,1796054700,1796141100]}}"#,
    ].joined()

    /// The air-quality answer.
    static let air: String = [
        #"{"latitude":51.5,"longitude":-0.1,"generationtime_ms":0.2,"utc_offset_seconds":0,"timezone"#,
        #"":"Europe/London","timezone_abbreviation":"GMT","elevation":23.0,"current_units":{"time":""#,
        #"unixtime","interval":"seconds","european_aqi":"EAQI","pm10":"μg/m³","pm2_5":"μg/m³","carbo"#,
        #"n_monoxide":"μg/m³","nitrogen_dioxide":"μg/m³","sulphur_dioxide":"μg/m³","ozone":"μg/m³"},"#,
        #""current":{"time":1795500000,"interval":3600,"european_aqi":38,"pm10":17.4,"pm2_5":9.8,"ca"#,
        #"rbon_monoxide":212.0,"nitrogen_dioxide":24.6,"sulphur_dioxide":3.1,"ozone":41.0}}"#,
    ].joined()
}
